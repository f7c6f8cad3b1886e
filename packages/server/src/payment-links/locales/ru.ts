import type { LinkTexts } from '../texts.js';

/** Russian. */
export const RU: LinkTexts = {
  inactiveTitle: 'Эта ссылка больше не действует',
  inactiveBody: '{merchant} отключил эту платёжную ссылку. Свяжитесь с продавцом, чтобы оплатить иначе.',
  unavailableTitle: 'По этой ссылке сейчас нельзя оплатить',
  unavailableBody: 'Один из товаров больше недоступен. Свяжитесь с {merchant}, чтобы оплатить иначе.',
  thanksTitle: 'Спасибо за оплату',
  paid: 'Оплачено {amount} получателю {merchant}.',
  testMode: 'Тестовый режим',
};
