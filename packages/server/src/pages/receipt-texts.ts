import { PAGE_LOCALES, type PageLocale, withFallbacks } from '../html/locale.js';
import { RECEIPT_LOCALES } from './receipt-locales/all.js';

/** What a charge's receipt page says. `{id}` is the charge's id. */
export interface ReceiptTexts {
  title: string;
  badge: string;
  amountPaid: string;
  date: string;
  paymentMethod: string;
  status: string;
  refunded: string;
  description: string;
  number: string;
  statuses: { succeeded: string; pending: string; failed: string };
}

export const RECEIPT_EN: ReceiptTexts = {
  title: 'Receipt',
  badge: 'Test mode',
  amountPaid: 'Amount paid',
  date: 'Date',
  paymentMethod: 'Payment method',
  status: 'Status',
  refunded: 'Refunded',
  description: 'Description',
  number: 'Receipt {id}',
  statuses: { succeeded: 'Paid', pending: 'Pending', failed: 'Failed' },
};

export const RECEIPT_TEXTS: Readonly<Record<PageLocale, ReceiptTexts>> = withFallbacks<
  ReceiptTexts,
  PageLocale
>(PAGE_LOCALES, { en: RECEIPT_EN, ...RECEIPT_LOCALES });
