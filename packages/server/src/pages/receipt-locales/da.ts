import type { ReceiptTexts } from '../receipt-texts.js';

/** Danish. */
export const DA: ReceiptTexts = {
  title: 'Kvittering',
  badge: 'Testtilstand',
  amountPaid: 'Betalt beløb',
  date: 'Dato',
  paymentMethod: 'Betalingsmetode',
  status: 'Status',
  refunded: 'Refunderet',
  description: 'Beskrivelse',
  number: 'Kvittering {id}',
  statuses: { succeeded: 'Betalt', pending: 'Afventer', failed: 'Mislykkedes' },
};
