import type { QrTexts } from '../qr-texts.js';

/** Czech. */
export const CS: QrTexts = {
  badge: 'Testovací režim',
  payTitle: 'Zaplatit přes {method}',
  setupTitle: 'Nastavit {method}',
  payHeading: 'Naskenujte a zaplaťte {amount} přes {method}',
  setupHeading: 'Naskenujte a nastavte {method}',
  qrLabel: 'QR kód {method}',
  amount: 'Částka',
  expires: 'Platnost do',
  method: 'Metoda',
  payStep: 'Otevřete aplikaci {method}, naskenujte kód a potvrďte v ní platbu.',
  setupStep: 'Otevřete aplikaci {method}, naskenujte kód a potvrďte v ní.',
  testNote:
    'V testovacím režimu kód otevře testovací stránku Payframe, kde platbu dokončí „Autorizovat“ nebo „Neúspěch“.',
  openHere: 'Otevřít zde',
};
