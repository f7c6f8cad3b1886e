import type { QrTexts } from '../qr-texts.js';

/** Slovak. */
export const SK: QrTexts = {
  badge: 'Testovací režim',
  payTitle: 'Zaplatiť cez {method}',
  setupTitle: 'Nastaviť {method}',
  payHeading: 'Naskenujte a zaplaťte {amount} cez {method}',
  setupHeading: 'Naskenujte a nastavte {method}',
  qrLabel: 'QR kód {method}',
  amount: 'Suma',
  expires: 'Platnosť do',
  method: 'Metóda',
  payStep: 'Otvorte aplikáciu {method}, naskenujte kód a potvrďte v nej platbu.',
  setupStep: 'Otvorte aplikáciu {method}, naskenujte kód a potvrďte v nej.',
  testNote:
    'V testovacom režime kód otvorí testovaciu stránku Payframe, kde platbu dokončí „Autorizovať“ alebo „Zlyhanie“.',
  openHere: 'Otvoriť tu',
};
