import type { ReceiptTexts } from '../receipt-texts.js';

/** Simplified Chinese. */
export const ZH: ReceiptTexts = {
  title: '收据',
  badge: '测试模式',
  amountPaid: '支付金额',
  date: '日期',
  paymentMethod: '支付方式',
  status: '状态',
  refunded: '已退款',
  description: '描述',
  number: '收据 {id}',
  statuses: { succeeded: '已支付', pending: '处理中', failed: '失败' },
};
