import type { ActionTexts } from '../action-texts.js';

/** Korean. */
export const KO: ActionTexts = {
  badge: '테스트 모드',
  title: 'Payframe 테스트 모드',
  threeDsHeading: 'Payframe 테스트 모드: 3D 보안 인증',
  threeDsExplain:
    '이 페이지는 카드 발급사의 본인 인증을 대신합니다. ‘완료’를 누르면 카드가 인증되고, ‘실패’를 누르면 인증이 실패합니다.',
  qrHeading: 'Payframe 테스트 모드: {method} 결제',
  qrExplain:
    '이 페이지는 QR 코드를 스캔한 앱을 대신합니다. ‘승인’을 누르면 {method}(으)로 결제되고, ‘실패’를 누르면 결제가 거절됩니다',
  qrExpire: '. ‘만료’를 누르면 코드가 만료됩니다',
  redirectHeading: 'Payframe 테스트 모드: {method} 승인',
  redirectExplain:
    '이 페이지는 고객님의 은행을 대신합니다. ‘승인’을 누르면 {method} 결제가 승인되고, ‘실패’를 누르면 거절됩니다.',
  amount: '금액',
  purpose: '용도',
  purposeSetup: '다음 결제를 위해 결제 수단 저장',
  card: '카드',
  note: '실제 은행은 관여하지 않습니다. 결과는 Payframe 테스트 모드 시뮬레이터가 정합니다.',
  failed: '인증에 실패했습니다.',
  processing: '결제를 처리하고 있습니다.',
  complete: '인증이 완료되었습니다.',
  used: '이미 사용된 테스트 페이지입니다',
  close: '이 창을 닫으셔도 됩니다.',
  buttons: { Complete: '완료', Fail: '실패', Authorize: '승인', Expire: '만료' },
};
