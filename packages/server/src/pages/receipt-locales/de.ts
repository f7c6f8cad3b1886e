import type { ReceiptTexts } from '../receipt-texts.js';

/** German. */
export const DE: ReceiptTexts = {
  title: 'Beleg',
  badge: 'Testmodus',
  amountPaid: 'Bezahlter Betrag',
  date: 'Datum',
  paymentMethod: 'Zahlungsmethode',
  status: 'Status',
  refunded: 'Erstattet',
  description: 'Beschreibung',
  number: 'Beleg {id}',
  statuses: { succeeded: 'Bezahlt', pending: 'Ausstehend', failed: 'Fehlgeschlagen' },
};
