import type { QrTexts } from '../qr-texts.js';

/** Lithuanian. */
export const LT: QrTexts = {
  badge: 'Bandomasis režimas',
  payTitle: 'Mokėti per {method}',
  setupTitle: 'Nustatyti {method}',
  payHeading: 'Nuskenuokite, kad sumokėtumėte {amount} per {method}',
  setupHeading: 'Nuskenuokite, kad nustatytumėte {method}',
  qrLabel: '{method} QR kodas',
  amount: 'Suma',
  expires: 'Galioja iki',
  method: 'Būdas',
  payStep: 'Atidarykite {method} programėlę, nuskenuokite kodą ir joje patvirtinkite mokėjimą.',
  setupStep: 'Atidarykite {method} programėlę, nuskenuokite kodą ir joje patvirtinkite.',
  testNote:
    'Bandomajame režime kodas atidaro Payframe bandomąjį puslapį, kuriame „Autorizuoti“ arba „Nepavyko“ užbaigia mokėjimą.',
  openHere: 'Atidaryti čia',
};
