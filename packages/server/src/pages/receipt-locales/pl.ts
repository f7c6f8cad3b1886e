import type { ReceiptTexts } from '../receipt-texts.js';

/** Polish. */
export const PL: ReceiptTexts = {
  title: 'Potwierdzenie płatności',
  badge: 'Tryb testowy',
  amountPaid: 'Zapłacona kwota',
  date: 'Data',
  paymentMethod: 'Metoda płatności',
  status: 'Status',
  refunded: 'Zwrócono',
  description: 'Opis',
  number: 'Potwierdzenie {id}',
  statuses: { succeeded: 'Opłacono', pending: 'Oczekuje', failed: 'Nieudana' },
};
