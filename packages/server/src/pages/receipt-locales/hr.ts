import type { ReceiptTexts } from '../receipt-texts.js';

/** Croatian. */
export const HR: ReceiptTexts = {
  title: 'Potvrda o plaćanju',
  badge: 'Testni način rada',
  amountPaid: 'Plaćeni iznos',
  date: 'Datum',
  paymentMethod: 'Način plaćanja',
  status: 'Status',
  refunded: 'Povrat',
  description: 'Opis',
  number: 'Potvrda {id}',
  statuses: { succeeded: 'Plaćeno', pending: 'Na čekanju', failed: 'Neuspješno' },
};
