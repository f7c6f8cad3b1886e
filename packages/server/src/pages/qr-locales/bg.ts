import type { QrTexts } from '../qr-texts.js';

/** Bulgarian. */
export const BG: QrTexts = {
  badge: 'Тестов режим',
  payTitle: 'Плащане с {method}',
  setupTitle: 'Настройване на {method}',
  payHeading: 'Сканирайте, за да платите {amount} с {method}',
  setupHeading: 'Сканирайте, за да настроите {method}',
  qrLabel: 'QR код за {method}',
  amount: 'Сума',
  expires: 'Изтича',
  method: 'Метод',
  payStep: 'Отворете приложението {method}, сканирайте кода и потвърдете плащането там.',
  setupStep: 'Отворете приложението {method}, сканирайте кода и потвърдете там.',
  testNote:
    'В тестов режим кодът отваря тестовата страница на Payframe, където „Разрешаване“ или „Неуспех“ завършва плащането.',
  openHere: 'Отворете я тук',
};
