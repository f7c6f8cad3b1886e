import type { LinkTexts } from '../texts.js';

/** Danish. */
export const DA: LinkTexts = {
  inactiveTitle: 'Linket er ikke længere aktivt',
  inactiveBody:
    '{merchant} har slået dette betalingslink fra. Kontakt forhandleren for at betale på en anden måde.',
  unavailableTitle: 'Der kan ikke betales via linket lige nu',
  unavailableBody:
    'Noget af det, der sælges, er ikke længere tilgængeligt. Kontakt {merchant} for at betale på en anden måde.',
  thanksTitle: 'Tak for din betaling',
  paid: '{amount} betalt til {merchant}.',
  testMode: 'Testtilstand',
};
