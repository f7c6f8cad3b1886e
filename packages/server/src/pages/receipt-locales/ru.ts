import type { ReceiptTexts } from '../receipt-texts.js';

/** Russian. */
export const RU: ReceiptTexts = {
  title: 'Квитанция',
  badge: 'Тестовый режим',
  amountPaid: 'Оплачено',
  date: 'Дата',
  paymentMethod: 'Способ оплаты',
  status: 'Статус',
  refunded: 'Возвращено',
  description: 'Описание',
  number: 'Квитанция {id}',
  statuses: { succeeded: 'Оплачено', pending: 'В обработке', failed: 'Не удалось' },
};
