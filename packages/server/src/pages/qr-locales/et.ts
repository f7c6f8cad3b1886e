import type { QrTexts } from '../qr-texts.js';

/** Estonian. */
export const ET: QrTexts = {
  badge: 'Testrežiim',
  payTitle: 'Maksa: {method}',
  setupTitle: 'Seadista: {method}',
  payHeading: 'Skannige, et maksta {amount} ({method})',
  setupHeading: 'Skannige, et seadistada {method}',
  qrLabel: 'QR-kood: {method}',
  amount: 'Summa',
  expires: 'Aegub',
  method: 'Makseviis',
  payStep: 'Avage rakendus {method}, skannige kood ja kinnitage makse rakenduses.',
  setupStep: 'Avage rakendus {method}, skannige kood ja kinnitage rakenduses.',
  testNote: 'Testrežiimis avab kood Payframe’i testlehe, kus „Autori” või „Ebaõnnestu” lõpetab makse.',
  openHere: 'Ava siin',
};
