import type { QrTexts } from '../qr-texts.js';

/** Swedish. */
export const SV: QrTexts = {
  badge: 'Testläge',
  payTitle: 'Betala med {method}',
  setupTitle: 'Konfigurera {method}',
  payHeading: 'Skanna för att betala {amount} med {method}',
  setupHeading: 'Skanna för att konfigurera {method}',
  qrLabel: 'QR-kod för {method}',
  amount: 'Belopp',
  expires: 'Går ut',
  method: 'Metod',
  payStep: 'Öppna {method}-appen, skanna koden och bekräfta betalningen där.',
  setupStep: 'Öppna {method}-appen, skanna koden och bekräfta där.',
  testNote: 'I testläge öppnar koden Payframes testsida, där Godkänn eller Misslyckas slutför betalningen.',
  openHere: 'Öppna den här',
};
