import type { ReceiptTexts } from '../receipt-texts.js';

/** Traditional Chinese (Taiwan). */
export const ZH_TW: ReceiptTexts = {
  title: '收據',
  badge: '測試模式',
  amountPaid: '付款金額',
  date: '日期',
  paymentMethod: '付款方式',
  status: '狀態',
  refunded: '已退款',
  description: '說明',
  number: '收據 {id}',
  statuses: { succeeded: '已付款', pending: '處理中', failed: '失敗' },
};
