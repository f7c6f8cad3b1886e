import type { VoucherTexts } from '../texts.js';

/** Danish. */
export const DA: VoucherTexts = {
  title: '{method}-indbetalingskort',
  badge: 'Testtilstand',
  amount: 'Beløb',
  payTo: 'Modtager',
  expires: 'Betal senest',
  number: 'Reference',
  typedLine: 'Cifferlinje',
  entity: 'Enhed',
  reference: 'Reference',
  confirmationNumber: 'Bekræftelsesnummer',
  paymentCode: 'Betalingskode',
  barcode: 'Indbetalingskortets stregkode',
  print: 'Udskriv',
  open: 'Åbn i et nyt vindue',
  pdf: 'Download PDF',
  paid: 'Indbetalingskortet er betalt. Tak!',
  expired: 'Indbetalingskortet er udløbet og kan ikke længere betales.',
  void: 'Indbetalingskortet er ikke længere gyldigt.',
  testMode:
    'Testtilstand: ingen penge flyttes. Indbetalingskortet betales eller udløber, som betalingens test-e-mail angiver.',
  instructions: {
    oxxo: 'Betal kontant i en hvilken som helst OXXO-butik, før indbetalingskortet udløber: vis stregkoden ved kassen, eller oplys referencen.',
    boleto:
      'Betal i en hvilken som helst bank, lotteributik, hæveautomat eller i din banks app med stregkoden eller cifferlinjen før forfaldsdatoen.',
    konbini:
      'Betal kontant ved kassen i en af disse nærbutikker med butikkens betalingskode og bekræftelsesnummeret.',
    multibanco:
      'Betal i en Multibanco-automat eller i din banks app: vælg “Betaling af tjenester”, og indtast enhed, reference og beløb.',
  },
};
