import type { ReceiptTexts } from '../receipt-texts.js';

/** Swedish. */
export const SV: ReceiptTexts = {
  title: 'Kvitto',
  badge: 'Testläge',
  amountPaid: 'Betalt belopp',
  date: 'Datum',
  paymentMethod: 'Betalningsmetod',
  status: 'Status',
  refunded: 'Återbetalt',
  description: 'Beskrivning',
  number: 'Kvitto {id}',
  statuses: { succeeded: 'Betald', pending: 'Väntar', failed: 'Misslyckades' },
};
