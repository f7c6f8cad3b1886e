import type { VoucherTexts } from '../texts.js';

/** Croatian. */
export const HR: VoucherTexts = {
  title: 'Uplatnica {method}',
  badge: 'Testni način rada',
  amount: 'Iznos',
  payTo: 'Primatelj',
  expires: 'Platite do',
  number: 'Poziv na broj',
  typedLine: 'Brojčani redak',
  entity: 'Subjekt',
  reference: 'Poziv na broj',
  confirmationNumber: 'Broj potvrde',
  paymentCode: 'Kôd za plaćanje',
  barcode: 'Crtični kôd uplatnice',
  print: 'Ispiši',
  open: 'Otvori u novom prozoru',
  pdf: 'Preuzmi PDF',
  paid: 'Ova je uplatnica plaćena. Hvala!',
  expired: 'Ova je uplatnica istekla i više se ne može platiti.',
  void: 'Ova uplatnica više nije važeća.',
  testMode:
    'Testni način rada: novac se ne prenosi. Uplatnica se plaća ili istječe kako navodi testna e-adresa plaćanja.',
  instructions: {
    oxxo: 'Platite gotovinom u bilo kojoj trgovini OXXO prije isteka uplatnice: pokažite crtični kôd na blagajni ili navedite poziv na broj.',
    boleto:
      'Platite u bilo kojoj banci, lutrijskoj poslovnici, na bankomatu ili u aplikaciji svoje banke crtičnim kôdom ili brojčanim retkom prije datuma dospijeća.',
    konbini: 'Platite gotovinom na blagajni jedne od ovih trgovina uz njezin kôd za plaćanje i broj potvrde.',
    multibanco:
      'Platite na bankomatu Multibanco ili u aplikaciji svoje banke: odaberite „Plaćanje usluga” i unesite subjekt, poziv na broj i iznos.',
  },
};
