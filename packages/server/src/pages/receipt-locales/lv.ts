import type { ReceiptTexts } from '../receipt-texts.js';

/** Latvian. */
export const LV: ReceiptTexts = {
  title: 'Kvīts',
  badge: 'Testa režīms',
  amountPaid: 'Samaksātā summa',
  date: 'Datums',
  paymentMethod: 'Maksājuma veids',
  status: 'Statuss',
  refunded: 'Atmaksāts',
  description: 'Apraksts',
  number: 'Kvīts {id}',
  statuses: { succeeded: 'Samaksāts', pending: 'Gaida', failed: 'Neizdevās' },
};
