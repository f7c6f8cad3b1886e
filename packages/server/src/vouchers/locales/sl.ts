import type { VoucherTexts } from '../texts.js';

/** Slovenian. */
export const SL: VoucherTexts = {
  title: 'Plačilni nalog {method}',
  badge: 'Testni način',
  amount: 'Znesek',
  payTo: 'Prejemnik',
  expires: 'Plačajte do',
  number: 'Sklic',
  typedLine: 'Številska vrstica',
  entity: 'Subjekt',
  reference: 'Sklic',
  confirmationNumber: 'Številka potrditve',
  paymentCode: 'Plačilna koda',
  barcode: 'Črtna koda plačilnega naloga',
  print: 'Natisni',
  open: 'Odpri v novem oknu',
  pdf: 'Prenesi PDF',
  paid: 'Ta plačilni nalog je plačan. Hvala!',
  expired: 'Ta plačilni nalog je potekel in ga ni več mogoče plačati.',
  void: 'Ta plačilni nalog ni več veljaven.',
  testMode:
    'Testni način: denar se ne prenaša. Plačilni nalog je plačan ali poteče, kot določa testni e-poštni naslov plačila.',
  instructions: {
    oxxo: 'Plačajte z gotovino v kateri koli trgovini OXXO, preden nalog poteče: na blagajni pokažite črtno kodo ali navedite sklic.',
    boleto:
      'Plačajte v kateri koli banki, loterijski poslovalnici, na bankomatu ali v aplikaciji svoje banke s črtno kodo ali številsko vrstico pred rokom plačila.',
    konbini:
      'Plačajte z gotovino na blagajni ene od teh trgovin z njeno plačilno kodo in številko potrditve.',
    multibanco:
      'Plačajte na bankomatu Multibanco ali v aplikaciji svoje banke: izberite »Plačila storitev« in vnesite subjekt, sklic in znesek.',
  },
};
