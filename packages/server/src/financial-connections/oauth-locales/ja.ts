import type { OauthTexts } from '../oauth-texts.js';

/** Japanese. */
export const JA: OauthTexts = {
  badge: 'テストモード',
  title: '銀行の同意',
  institution: 'テスト銀行',
  ask: 'Payframe が、お支払いに使う口座を連携するため、この銀行の口座の閲覧を求めています。このページは銀行の同意画面の代わりです。',
  approve: 'アクセスを許可',
  deny: '拒否',
  approved: 'アクセスを許可しました。このウィンドウを閉じて、ショップに戻ってください。',
  denied: 'アクセスを拒否しました。このウィンドウを閉じてください。',
  note: '実際の銀行は関与しません。',
};
