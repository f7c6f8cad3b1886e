import type { QrTexts } from '../qr-texts.js';

/** Traditional Chinese (Taiwan). */
export const ZH_TW: QrTexts = {
  badge: '測試模式',
  payTitle: '使用 {method} 付款',
  setupTitle: '設定 {method}',
  payHeading: '掃描以使用 {method} 支付 {amount}',
  setupHeading: '掃描以設定 {method}',
  qrLabel: '{method} QR 碼',
  amount: '金額',
  expires: '到期時間',
  method: '付款方式',
  payStep: '開啟 {method} 應用程式，掃描 QR 碼並在應用程式中確認付款。',
  setupStep: '開啟 {method} 應用程式，掃描 QR 碼並在應用程式中確認。',
  testNote: '在測試模式下，QR 碼會開啟 Payframe 的測試頁面，按「授權」或「失敗」即可完成付款。',
  openHere: '在此開啟',
};
