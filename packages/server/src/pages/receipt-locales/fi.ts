import type { ReceiptTexts } from '../receipt-texts.js';

/** Finnish. */
export const FI: ReceiptTexts = {
  title: 'Kuitti',
  badge: 'Testitila',
  amountPaid: 'Maksettu summa',
  date: 'Päivämäärä',
  paymentMethod: 'Maksutapa',
  status: 'Tila',
  refunded: 'Hyvitetty',
  description: 'Kuvaus',
  number: 'Kuitti {id}',
  statuses: { succeeded: 'Maksettu', pending: 'Odottaa', failed: 'Epäonnistui' },
};
