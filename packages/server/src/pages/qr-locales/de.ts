import type { QrTexts } from '../qr-texts.js';

/** German. */
export const DE: QrTexts = {
  badge: 'Testmodus',
  payTitle: 'Mit {method} bezahlen',
  setupTitle: '{method} einrichten',
  payHeading: 'Scannen, um {amount} mit {method} zu bezahlen',
  setupHeading: 'Scannen, um {method} einzurichten',
  qrLabel: '{method}-QR-Code',
  amount: 'Betrag',
  expires: 'Läuft ab',
  method: 'Zahlungsmethode',
  payStep: 'Öffnen Sie Ihre {method}-App, scannen Sie den Code und bestätigen Sie dort die Zahlung.',
  setupStep: 'Öffnen Sie Ihre {method}-App, scannen Sie den Code und bestätigen Sie dort.',
  testNote:
    'Im Testmodus öffnet der Code die Testseite von Payframe, auf der „Autorisieren“ oder „Fehlschlagen“ die Zahlung abschließt.',
  openHere: 'Hier öffnen',
};
