import type { QrTexts } from '../qr-texts.js';

/** Turkish. */
export const TR: QrTexts = {
  badge: 'Test modu',
  payTitle: '{method} ile öde',
  setupTitle: '{method} kurulumu',
  payHeading: '{method} ile {amount} ödemek için tarayın',
  setupHeading: '{method} kurmak için tarayın',
  qrLabel: '{method} QR kodu',
  amount: 'Tutar',
  expires: 'Son geçerlilik',
  method: 'Yöntem',
  payStep: '{method} uygulamanızı açın, kodu tarayın ve ödemeyi orada onaylayın.',
  setupStep: '{method} uygulamanızı açın, kodu tarayın ve orada onaylayın.',
  testNote:
    'Test modunda kod, Payframe’in test sayfasını açar; orada “Onayla” veya “Başarısız” ödemeyi tamamlar.',
  openHere: 'Burada açın',
};
