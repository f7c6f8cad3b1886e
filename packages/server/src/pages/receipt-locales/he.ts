import type { ReceiptTexts } from '../receipt-texts.js';

/** Hebrew. */
export const HE: ReceiptTexts = {
  title: 'קבלה',
  badge: 'מצב בדיקה',
  amountPaid: 'סכום ששולם',
  date: 'תאריך',
  paymentMethod: 'אמצעי תשלום',
  status: 'סטטוס',
  refunded: 'הוחזר',
  description: 'תיאור',
  number: 'קבלה {id}',
  statuses: { succeeded: 'שולם', pending: 'בהמתנה', failed: 'נכשל' },
};
