import type { ReceiptTexts } from '../receipt-texts.js';

/** Filipino. */
export const FIL: ReceiptTexts = {
  title: 'Resibo',
  badge: 'Test mode',
  amountPaid: 'Halagang binayaran',
  date: 'Petsa',
  paymentMethod: 'Paraan ng pagbabayad',
  status: 'Status',
  refunded: 'Na-refund',
  description: 'Paglalarawan',
  number: 'Resibo {id}',
  statuses: { succeeded: 'Bayad na', pending: 'Nakabinbin', failed: 'Hindi nagtagumpay' },
};
