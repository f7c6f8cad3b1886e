import type { ReceiptTexts } from '../receipt-texts.js';

/** Turkish. */
export const TR: ReceiptTexts = {
  title: 'Makbuz',
  badge: 'Test modu',
  amountPaid: 'Ödenen tutar',
  date: 'Tarih',
  paymentMethod: 'Ödeme yöntemi',
  status: 'Durum',
  refunded: 'İade edilen',
  description: 'Açıklama',
  number: 'Makbuz {id}',
  statuses: { succeeded: 'Ödendi', pending: 'Beklemede', failed: 'Başarısız' },
};
