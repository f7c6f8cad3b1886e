import type { ReceiptTexts } from '../receipt-texts.js';

/** Slovenian. */
export const SL: ReceiptTexts = {
  title: 'Potrdilo o plačilu',
  badge: 'Testni način',
  amountPaid: 'Plačani znesek',
  date: 'Datum',
  paymentMethod: 'Način plačila',
  status: 'Stanje',
  refunded: 'Vrnjeno',
  description: 'Opis',
  number: 'Potrdilo {id}',
  statuses: { succeeded: 'Plačano', pending: 'V čakanju', failed: 'Neuspešno' },
};
