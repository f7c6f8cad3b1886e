import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Japanese (です/ます). */
export const BANK_LINK_JA: BankLinkTexts = {
  merchantFallback: '加盟店',
  consentTitle: '銀行口座をリンク',
  consentBody:
    '{merchant} は Payframe を使用して銀行口座をリンクします。銀行のログイン情報が {merchant} に共有されることはありません。',
  agree: '同意して続行',
  manual: '銀行口座の詳細を手動で入力',
  selectBank: '銀行を選択',
  search: '銀行を検索',
  noResults: '検索に一致する銀行はありません。',
  signInTitle: '{bank} にログイン',
  username: 'ユーザー名',
  password: 'パスワード',
  signIn: 'ログイン',
  testMode: 'テストモード: 任意のユーザー名とパスワードを使用できます。',
  oauthWaiting: '開いたウィンドウでアクセスを承認してから続行してください。',
  continue: '続行',
  back: '戻る',
  selectAccount: '口座を選択',
  balance: '残高 {amount}',
  notEligible: '対象外',
  link: '口座をリンク',
  successTitle: '口座をリンクしました',
  successBody: '{account} をリンクしました。',
  microdepositsBody:
    '1～2 営業日以内に {account} に少額の入金が行われます。口座を確認するためにその金額を入力してください。',
  done: '完了',
  manualDoneTitle: '銀行口座の詳細を保存しました',
  manualTitle: '銀行口座の詳細を入力',
  routing: 'ルーティング番号',
  account: '口座番号',
  accountConfirm: '口座番号 (確認)',
  routingInvalid: '有効な 9 桁のルーティング番号を入力してください。',
  accountInvalid: '4～17 桁の口座番号を入力してください。',
  accountMismatch: '口座番号が一致しません。',
  verifyingTitle: '口座を確認しています',
  verifyingBody: '{bank} から口座情報が届くのを待っています…',
  verificationIncomplete:
    '口座をすぐに確認できませんでした。もう一度銀行を選ぶか、別の銀行を選ぶか、銀行口座情報を手動で入力してください。',
};
