import type { ReceiptTexts } from '../receipt-texts.js';

/** Romanian. */
export const RO: ReceiptTexts = {
  title: 'Chitanță',
  badge: 'Mod de testare',
  amountPaid: 'Sumă plătită',
  date: 'Data',
  paymentMethod: 'Metodă de plată',
  status: 'Stare',
  refunded: 'Rambursat',
  description: 'Descriere',
  number: 'Chitanța {id}',
  statuses: { succeeded: 'Plătit', pending: 'În așteptare', failed: 'Eșuat' },
};
