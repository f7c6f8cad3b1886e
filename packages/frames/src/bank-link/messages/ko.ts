import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Korean (합니다/하세요). */
export const BANK_LINK_KO: BankLinkTexts = {
  merchantFallback: '판매자',
  consentTitle: '은행 계좌 연결',
  consentBody:
    '{merchant}은(는) Payframe을 사용하여 은행 계좌를 연결합니다. 은행 로그인 정보는 {merchant}에 절대 공유되지 않습니다.',
  agree: '동의하고 계속',
  manual: '은행 정보 직접 입력',
  selectBank: '은행 선택',
  search: '은행 검색',
  noResults: '검색과 일치하는 은행이 없습니다.',
  signInTitle: '{bank}에 로그인',
  username: '사용자 이름',
  password: '비밀번호',
  signIn: '로그인',
  testMode: '테스트 모드: 아무 사용자 이름과 비밀번호나 사용할 수 있습니다.',
  oauthWaiting: '열린 창에서 액세스를 승인한 후 계속하세요.',
  continue: '계속',
  back: '뒤로',
  selectAccount: '계좌 선택',
  balance: '잔액 {amount}',
  notEligible: '사용 불가',
  link: '계좌 연결',
  successTitle: '계좌가 연결되었습니다',
  successBody: '{account}이(가) 연결되었습니다.',
  microdepositsBody:
    '영업일 기준 1~2일 내에 {account}(으)로 소액이 입금됩니다. 계좌를 확인하려면 해당 금액을 입력하세요.',
  done: '완료',
  manualDoneTitle: '은행 정보가 저장되었습니다',
  manualTitle: '은행 정보 입력',
  routing: '라우팅 번호',
  account: '계좌 번호',
  accountConfirm: '계좌 번호 확인',
  routingInvalid: '올바른 9자리 라우팅 번호를 입력하세요.',
  accountInvalid: '4~17자리 계좌 번호를 입력하세요.',
  accountMismatch: '계좌 번호가 일치하지 않습니다.',
  verifyingTitle: '계좌 확인 중',
  verifyingBody: '{bank}에서 계좌 정보를 공유하기를 기다리는 중…',
  verificationIncomplete:
    '계좌를 즉시 확인하지 못했습니다. 은행을 다시 선택하거나 다른 은행을 선택하거나 은행 정보를 직접 입력하세요.',
};
