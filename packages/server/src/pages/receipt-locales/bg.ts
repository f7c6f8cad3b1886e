import type { ReceiptTexts } from '../receipt-texts.js';

/** Bulgarian. */
export const BG: ReceiptTexts = {
  title: 'Разписка',
  badge: 'Тестов режим',
  amountPaid: 'Платена сума',
  date: 'Дата',
  paymentMethod: 'Начин на плащане',
  status: 'Статус',
  refunded: 'Възстановено',
  description: 'Описание',
  number: 'Разписка {id}',
  statuses: { succeeded: 'Платено', pending: 'Изчаква', failed: 'Неуспешно' },
};
