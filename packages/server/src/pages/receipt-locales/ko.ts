import type { ReceiptTexts } from '../receipt-texts.js';

/** Korean. */
export const KO: ReceiptTexts = {
  title: '영수증',
  badge: '테스트 모드',
  amountPaid: '결제 금액',
  date: '날짜',
  paymentMethod: '결제 수단',
  status: '상태',
  refunded: '환불 금액',
  description: '설명',
  number: '영수증 {id}',
  statuses: { succeeded: '결제 완료', pending: '대기 중', failed: '실패' },
};
