import type { ReceiptTexts } from '../receipt-texts.js';

/** Japanese. */
export const JA: ReceiptTexts = {
  title: '領収書',
  badge: 'テストモード',
  amountPaid: 'お支払い金額',
  date: '日付',
  paymentMethod: 'お支払い方法',
  status: 'ステータス',
  refunded: '返金額',
  description: '内容',
  number: '領収書 {id}',
  statuses: { succeeded: '支払い済み', pending: '保留中', failed: '失敗' },
};
