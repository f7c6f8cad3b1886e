import type { ReceiptTexts } from '../receipt-texts.js';

/** Lithuanian. */
export const LT: ReceiptTexts = {
  title: 'Kvitas',
  badge: 'Bandomasis režimas',
  amountPaid: 'Sumokėta suma',
  date: 'Data',
  paymentMethod: 'Mokėjimo būdas',
  status: 'Būsena',
  refunded: 'Grąžinta',
  description: 'Aprašymas',
  number: 'Kvitas {id}',
  statuses: { succeeded: 'Apmokėta', pending: 'Laukiama', failed: 'Nepavyko' },
};
