import type { QrTexts } from '../qr-texts.js';

/** Polish. */
export const PL: QrTexts = {
  badge: 'Tryb testowy',
  payTitle: 'Zapłać przez {method}',
  setupTitle: 'Skonfiguruj {method}',
  payHeading: 'Zeskanuj, aby zapłacić {amount} przez {method}',
  setupHeading: 'Zeskanuj, aby skonfigurować {method}',
  qrLabel: 'Kod QR {method}',
  amount: 'Kwota',
  expires: 'Wygasa',
  method: 'Metoda',
  payStep: 'Otwórz aplikację {method}, zeskanuj kod i potwierdź w niej płatność.',
  setupStep: 'Otwórz aplikację {method}, zeskanuj kod i potwierdź w aplikacji.',
  testNote:
    'W trybie testowym kod otwiera stronę testową Payframe, gdzie „Autoryzuj” lub „Niepowodzenie” kończy płatność.',
  openHere: 'Otwórz tutaj',
};
