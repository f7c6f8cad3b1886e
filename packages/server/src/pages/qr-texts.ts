import { PAGE_LOCALES, type PageLocale, withFallbacks } from '../html/locale.js';
import { QR_LOCALES } from './qr-locales/all.js';

/** What the QR code page says. `{method}` is the payment method's name, `{amount}` the amount. */
export interface QrTexts {
  badge: string;
  payTitle: string;
  setupTitle: string;
  payHeading: string;
  setupHeading: string;
  qrLabel: string;
  amount: string;
  expires: string;
  method: string;
  payStep: string;
  setupStep: string;
  testNote: string;
  openHere: string;
}

export const QR_EN: QrTexts = {
  badge: 'Test mode',
  payTitle: 'Pay with {method}',
  setupTitle: 'Set up {method}',
  payHeading: 'Scan to pay {amount} with {method}',
  setupHeading: 'Scan to set up {method}',
  qrLabel: '{method} QR code',
  amount: 'Amount',
  expires: 'Expires',
  method: 'Method',
  payStep: 'Open your {method} app, scan the code and confirm the payment there.',
  setupStep: 'Open your {method} app, scan the code and confirm there.',
  testNote:
    'In test mode the code opens Payframe’s test page, where Authorize or Fail completes the payment.',
  openHere: 'Open it here',
};

export const QR_TEXTS: Readonly<Record<PageLocale, QrTexts>> = withFallbacks<QrTexts, PageLocale>(
  PAGE_LOCALES,
  {
    en: QR_EN,
    ...QR_LOCALES,
  },
);
