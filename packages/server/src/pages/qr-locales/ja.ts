import type { QrTexts } from '../qr-texts.js';

/** Japanese. */
export const JA: QrTexts = {
  badge: 'テストモード',
  payTitle: '{method} で支払う',
  setupTitle: '{method} を設定',
  payHeading: 'スキャンして {method} で {amount} を支払う',
  setupHeading: 'スキャンして {method} を設定',
  qrLabel: '{method} の QR コード',
  amount: '金額',
  expires: '有効期限',
  method: 'お支払い方法',
  payStep: '{method} アプリを開いてコードを読み取り、アプリでお支払いを確定してください。',
  setupStep: '{method} アプリを開いてコードを読み取り、アプリで確定してください。',
  testNote:
    'テストモードでは、コードから Payframe のテストページが開き、「承認」または「失敗」でお支払いが完了します。',
  openHere: 'ここで開く',
};
