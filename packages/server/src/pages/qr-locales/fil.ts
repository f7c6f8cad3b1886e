import type { QrTexts } from '../qr-texts.js';

/** Filipino. */
export const FIL: QrTexts = {
  badge: 'Test mode',
  payTitle: 'Magbayad gamit ang {method}',
  setupTitle: 'I-set up ang {method}',
  payHeading: 'I-scan para magbayad ng {amount} gamit ang {method}',
  setupHeading: 'I-scan para i-set up ang {method}',
  qrLabel: 'QR code ng {method}',
  amount: 'Halaga',
  expires: 'Mag-e-expire',
  method: 'Paraan',
  payStep: 'Buksan ang iyong {method} app, i-scan ang code, at kumpirmahin doon ang bayad.',
  setupStep: 'Buksan ang iyong {method} app, i-scan ang code, at kumpirmahin doon.',
  testNote:
    'Sa test mode, binubuksan ng code ang test page ng Payframe, kung saan tinatapos ng “I-authorize” o “Ipabigo” ang bayad.',
  openHere: 'Buksan dito',
};
