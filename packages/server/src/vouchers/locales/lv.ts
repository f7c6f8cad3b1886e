import type { VoucherTexts } from '../texts.js';

/** Latvian. */
export const LV: VoucherTexts = {
  title: '{method} maksājuma kupons',
  badge: 'Testa režīms',
  amount: 'Summa',
  payTo: 'Saņēmējs',
  expires: 'Samaksāt līdz',
  number: 'Atsauce',
  typedLine: 'Ciparu rinda',
  entity: 'Vienība',
  reference: 'Atsauce',
  confirmationNumber: 'Apstiprinājuma numurs',
  paymentCode: 'Maksājuma kods',
  barcode: 'Kupona svītrkods',
  print: 'Drukāt',
  open: 'Atvērt jaunā logā',
  pdf: 'Lejupielādēt PDF',
  paid: 'Šis kupons ir apmaksāts. Paldies!',
  expired: 'Šī kupona derīguma termiņš ir beidzies, un to vairs nevar apmaksāt.',
  void: 'Šis kupons vairs nav derīgs.',
  testMode:
    'Testa režīms: nauda netiek pārskaitīta. Kupons tiek apmaksāts vai beidzas atbilstoši maksājuma testa e-pasta adresei.',
  instructions: {
    oxxo: 'Samaksājiet skaidrā naudā jebkurā OXXO veikalā, pirms kupons beidzas: uzrādiet svītrkodu pie kases vai nosauciet atsauci.',
    boleto:
      'Samaksājiet jebkurā bankā, loterijas punktā, bankomātā vai savas bankas lietotnē ar svītrkodu vai ciparu rindu līdz termiņam.',
    konbini:
      'Samaksājiet skaidrā naudā kādā no šiem veikaliem pie kases ar veikala maksājuma kodu un apstiprinājuma numuru.',
    multibanco:
      'Samaksājiet Multibanco bankomātā vai savas bankas lietotnē: izvēlieties “Pakalpojumu maksājumi” un ievadiet vienību, atsauci un summu.',
  },
};
