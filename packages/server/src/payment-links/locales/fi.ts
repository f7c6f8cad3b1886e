import type { LinkTexts } from '../texts.js';

/** Finnish. */
export const FI: LinkTexts = {
  inactiveTitle: 'Tämä linkki ei ole enää käytössä',
  inactiveBody:
    '{merchant} on poistanut tämän maksulinkin käytöstä. Sovi myyjän kanssa toisesta maksutavasta.',
  unavailableTitle: 'Tämän linkin kautta ei voi maksaa juuri nyt',
  unavailableBody: 'Jokin tuotteista ei ole enää saatavilla. Sovi toisesta maksutavasta: {merchant}.',
  thanksTitle: 'Kiitos maksustasi',
  paid: '{amount} maksettu saajalle {merchant}.',
  testMode: 'Testitila',
};
