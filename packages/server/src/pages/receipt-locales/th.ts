import type { ReceiptTexts } from '../receipt-texts.js';

/** Thai. */
export const TH: ReceiptTexts = {
  title: 'ใบเสร็จรับเงิน',
  badge: 'โหมดทดสอบ',
  amountPaid: 'จำนวนเงินที่ชำระ',
  date: 'วันที่',
  paymentMethod: 'วิธีการชำระเงิน',
  status: 'สถานะ',
  refunded: 'คืนเงินแล้ว',
  description: 'รายละเอียด',
  number: 'ใบเสร็จ {id}',
  statuses: { succeeded: 'ชำระแล้ว', pending: 'รอดำเนินการ', failed: 'ไม่สำเร็จ' },
};
