import type { LinkTexts } from '../texts.js';

/** Swedish. */
export const SV: LinkTexts = {
  inactiveTitle: 'Länken är inte längre aktiv',
  inactiveBody:
    '{merchant} har stängt av den här betalningslänken. Kontakta säljaren för att betala på annat sätt.',
  unavailableTitle: 'Det går inte att betala via länken just nu',
  unavailableBody:
    'Något av det som säljs finns inte längre. Kontakta {merchant} för att betala på annat sätt.',
  thanksTitle: 'Tack för din betalning',
  paid: '{amount} betalt till {merchant}.',
  testMode: 'Testläge',
};
