import type { ReceiptTexts } from '../receipt-texts.js';

/** Norwegian Bokmål. */
export const NB: ReceiptTexts = {
  title: 'Kvittering',
  badge: 'Testmodus',
  amountPaid: 'Betalt beløp',
  date: 'Dato',
  paymentMethod: 'Betalingsmåte',
  status: 'Status',
  refunded: 'Refundert',
  description: 'Beskrivelse',
  number: 'Kvittering {id}',
  statuses: { succeeded: 'Betalt', pending: 'Venter', failed: 'Mislyktes' },
};
