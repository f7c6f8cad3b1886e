import type { ReceiptTexts } from '../receipt-texts.js';

/** Dutch. */
export const NL: ReceiptTexts = {
  title: 'Betaalbewijs',
  badge: 'Testmodus',
  amountPaid: 'Betaald bedrag',
  date: 'Datum',
  paymentMethod: 'Betaalmethode',
  status: 'Status',
  refunded: 'Terugbetaald',
  description: 'Omschrijving',
  number: 'Betaalbewijs {id}',
  statuses: { succeeded: 'Betaald', pending: 'In behandeling', failed: 'Mislukt' },
};
