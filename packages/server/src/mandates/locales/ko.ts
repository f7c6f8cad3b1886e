import type { MandateTexts } from '../mandate-texts.js';

/** Korean. */
export const KO: MandateTexts = {
  title: '자동이체 동의서',
  badge: '테스트 모드',
  creditor: '수취인',
  merchant: '판매자',
  reference: '동의서 참조 번호',
  type: '유형',
  recurring: '정기',
  oneOff: '일회성',
  status: '상태',
  holder: '예금주',
  account: '계좌',
  accepted: '동의 일시',
  firstCollection: '첫 출금',
  online: '온라인',
  offline: '오프라인',
  theMerchant: '판매자',
  routing: '라우팅 번호 {number}',
  institution: '금융기관 {institution}, 지점 {transit}',
  sortCode: '소트 코드 {code}',
  statuses: { active: '활성', inactive: '비활성', pending: '대기 중' },
  notes: {
    sepa: '고객님은 {merchant}이(가) 이 계좌에서 출금하도록 은행에 지시를 보내는 것과, 은행이 그 지시에 따라 출금하는 것을 승인하셨습니다. 은행과의 계약 조건에 따라 출금일로부터 8주 이내에 요청하면 은행에서 환불받을 수 있습니다.',
    becs: '고객님은 이 자동이체 요청(Direct Debit Request)과 그 서비스 계약에 동의하고, 판매자의 결제 서비스 제공업체인 Payframe이 {merchant}(이하 ‘판매자’)를 대신해 판매자가 별도로 알리는 금액을 Bulk Electronic Clearing System(BECS)을 통해 이 계좌에서 출금하도록 승인하셨습니다. 또한 본인이 이 계좌의 예금주 또는 권한 있는 서명인임을 확인하셨습니다.',
    ach: '고객님은 {merchant}와(과) 결제 서비스 제공업체인 Payframe이 확인된 결제에 대해, 그리고 계좌를 저장한 경우 판매자의 약관에 따른 향후 결제에 대해 ACH 네트워크를 통해 이 계좌에서 출금하고, 잘못된 출금을 바로잡기 위해 입금하도록 승인하셨습니다. 30일 전에 판매자에게 알리면 이 승인을 철회할 수 있습니다.',
    pad: '고객님은 이 사전 승인 출금 계약(PAD)에 동의하고, {merchant}와(과) 결제 서비스 제공업체인 Payframe이 합의한 대로 Automated Clearing Settlement System(ACSS)을 통해 이 계좌에서 출금하도록 승인하셨습니다. 출금이 이 계약에 맞지 않으면 일정한 구제 권리가 있습니다. 판매자에게 연락하면 언제든지 해지할 수 있습니다.',
    bacs: '고객님은 {merchant}이(가) (Payframe을 통해) 요청하는 자동이체를 이 계좌에서 지급하도록 은행 또는 주택금융조합에 지시하셨으며, 이는 Direct Debit Guarantee의 보호를 받습니다. 금액, 날짜, 주기가 바뀌면 미리 통지받고, 결제에 오류가 있으면 은행 또는 주택금융조합에서 전액을 즉시 환불받으며, 은행 또는 주택금융조합에 연락하면 언제든지 자동이체를 취소할 수 있습니다.',
  },
};
