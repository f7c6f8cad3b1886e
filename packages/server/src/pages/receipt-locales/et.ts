import type { ReceiptTexts } from '../receipt-texts.js';

/** Estonian. */
export const ET: ReceiptTexts = {
  title: 'Kviitung',
  badge: 'Testrežiim',
  amountPaid: 'Tasutud summa',
  date: 'Kuupäev',
  paymentMethod: 'Makseviis',
  status: 'Olek',
  refunded: 'Tagastatud',
  description: 'Kirjeldus',
  number: 'Kviitung {id}',
  statuses: { succeeded: 'Tasutud', pending: 'Ootel', failed: 'Ebaõnnestus' },
};
