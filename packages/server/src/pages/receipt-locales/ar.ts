import type { ReceiptTexts } from '../receipt-texts.js';

/** Arabic. */
export const AR: ReceiptTexts = {
  title: 'إيصال',
  badge: 'وضع الاختبار',
  amountPaid: 'المبلغ المدفوع',
  date: 'التاريخ',
  paymentMethod: 'طريقة الدفع',
  status: 'الحالة',
  refunded: 'المبلغ المسترد',
  description: 'الوصف',
  number: 'الإيصال {id}',
  statuses: { succeeded: 'مدفوع', pending: 'قيد الانتظار', failed: 'فشل' },
};
