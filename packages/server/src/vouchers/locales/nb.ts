import type { VoucherTexts } from '../texts.js';

/** Norwegian Bokmål. */
export const NB: VoucherTexts = {
  title: '{method}-giro',
  badge: 'Testmodus',
  amount: 'Beløp',
  payTo: 'Mottaker',
  expires: 'Betal innen',
  number: 'Referanse',
  typedLine: 'Sifferlinje',
  entity: 'Enhet',
  reference: 'Referanse',
  confirmationNumber: 'Bekreftelsesnummer',
  paymentCode: 'Betalingskode',
  barcode: 'Girots strekkode',
  print: 'Skriv ut',
  open: 'Åpne i nytt vindu',
  pdf: 'Last ned PDF',
  paid: 'Denne giroen er betalt. Takk!',
  expired: 'Denne giroen har utløpt og kan ikke lenger betales.',
  void: 'Denne giroen er ikke lenger gyldig.',
  testMode:
    'Testmodus: ingen penger flyttes. Giroen betales eller utløper slik betalingens test-e-post sier.',
  instructions: {
    oxxo: 'Betal kontant i hvilken som helst OXXO-butikk før giroen utløper: vis strekkoden i kassen eller oppgi referansen.',
    boleto:
      'Betal i hvilken som helst bank, lotterikiosk, minibank eller i bankens app med strekkoden eller sifferlinjen før forfallsdatoen.',
    konbini:
      'Betal kontant i kassen i en av disse nærbutikkene med butikkens betalingskode og bekreftelsesnummeret.',
    multibanco:
      'Betal i en Multibanco-minibank eller i bankens app: velg «Betaling av tjenester» og legg inn enhet, referanse og beløp.',
  },
};
