import type { ReceiptTexts } from '../receipt-texts.js';

/** Vietnamese. */
export const VI: ReceiptTexts = {
  title: 'Biên lai',
  badge: 'Chế độ thử nghiệm',
  amountPaid: 'Số tiền đã thanh toán',
  date: 'Ngày',
  paymentMethod: 'Phương thức thanh toán',
  status: 'Trạng thái',
  refunded: 'Đã hoàn tiền',
  description: 'Mô tả',
  number: 'Biên lai {id}',
  statuses: { succeeded: 'Đã thanh toán', pending: 'Đang chờ', failed: 'Không thành công' },
};
