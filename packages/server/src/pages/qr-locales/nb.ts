import type { QrTexts } from '../qr-texts.js';

/** Norwegian Bokmål. */
export const NB: QrTexts = {
  badge: 'Testmodus',
  payTitle: 'Betal med {method}',
  setupTitle: 'Konfigurer {method}',
  payHeading: 'Skann for å betale {amount} med {method}',
  setupHeading: 'Skann for å konfigurere {method}',
  qrLabel: 'QR-kode for {method}',
  amount: 'Beløp',
  expires: 'Utløper',
  method: 'Metode',
  payStep: 'Åpne {method}-appen, skann koden og bekreft betalingen der.',
  setupStep: 'Åpne {method}-appen, skann koden og bekreft der.',
  testNote: 'I testmodus åpner koden Payframes testside, der Godkjenn eller Mislykkes fullfører betalingen.',
  openHere: 'Åpne den her',
};
