import type { QrTexts } from '../qr-texts.js';

/** Finnish. */
export const FI: QrTexts = {
  badge: 'Testitila',
  payTitle: 'Maksa: {method}',
  setupTitle: 'Ota käyttöön: {method}',
  payHeading: 'Skannaa ja maksa {amount} ({method})',
  setupHeading: 'Skannaa ja ota käyttöön: {method}',
  qrLabel: 'QR-koodi: {method}',
  amount: 'Summa',
  expires: 'Vanhenee',
  method: 'Maksutapa',
  payStep: 'Avaa {method}-sovellus, skannaa koodi ja vahvista maksu sovelluksessa.',
  setupStep: 'Avaa {method}-sovellus, skannaa koodi ja vahvista sovelluksessa.',
  testNote:
    'Testitilassa koodi avaa Payframen testisivun, jolla Valtuuta tai Epäonnistu viimeistelee maksun.',
  openHere: 'Avaa se tästä',
};
