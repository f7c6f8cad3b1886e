import type { QrTexts } from '../qr-texts.js';

/** Russian. */
export const RU: QrTexts = {
  badge: 'Тестовый режим',
  payTitle: 'Оплата через {method}',
  setupTitle: 'Настройка {method}',
  payHeading: 'Отсканируйте, чтобы оплатить {amount} через {method}',
  setupHeading: 'Отсканируйте, чтобы настроить {method}',
  qrLabel: 'QR-код {method}',
  amount: 'Сумма',
  expires: 'Действует до',
  method: 'Способ',
  payStep: 'Откройте приложение {method}, отсканируйте код и подтвердите в нём оплату.',
  setupStep: 'Откройте приложение {method}, отсканируйте код и подтвердите в приложении.',
  testNote:
    'В тестовом режиме код открывает тестовую страницу Payframe, где «Авторизовать» или «Отказ» завершает оплату.',
  openHere: 'Открыть здесь',
};
