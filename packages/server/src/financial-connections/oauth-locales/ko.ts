import type { OauthTexts } from '../oauth-texts.js';

/** Korean. */
export const KO: OauthTexts = {
  badge: '테스트 모드',
  title: '은행 동의',
  institution: '테스트 은행',
  ask: 'Payframe이 결제에 연결할 계좌를 찾기 위해 이 은행의 계좌 조회를 요청합니다. 이 페이지는 은행의 동의 화면을 대신합니다.',
  approve: '접근 허용',
  deny: '거부',
  approved: '접근을 허용했습니다. 이 창을 닫고 상점으로 돌아가셔도 됩니다.',
  denied: '접근을 거부했습니다. 이 창을 닫으셔도 됩니다.',
  note: '실제 은행은 관여하지 않습니다.',
};
