import type { ActionTexts } from '../action-texts.js';

/** Traditional Chinese (Taiwan). */
export const ZH_TW: ActionTexts = {
  badge: '測試模式',
  title: 'Payframe 測試模式',
  threeDsHeading: 'Payframe 測試模式：3-D Secure 驗證',
  threeDsExplain: '此頁面代替發卡機構的身分驗證。按「完成」即驗證此卡；按「失敗」則驗證失敗。',
  qrHeading: 'Payframe 測試模式：{method} 付款',
  qrExplain: '此頁面代替掃描 QR 碼的應用程式。按「授權」即以 {method} 付款；按「失敗」則拒絕此筆付款',
  qrExpire: '；按「逾期」則讓 QR 碼逾期',
  redirectHeading: 'Payframe 測試模式：{method} 授權',
  redirectExplain: '此頁面代替您的銀行。按「授權」即核准 {method} 付款；按「失敗」則拒絕付款。',
  amount: '金額',
  purpose: '用途',
  purposeSetup: '儲存付款方式以供日後付款',
  card: '信用卡',
  note: '不涉及任何真實銀行：結果由 Payframe 測試模式模擬器決定。',
  failed: '身分驗證失敗。',
  processing: '付款處理中。',
  complete: '身分驗證已完成。',
  used: '此測試頁面已使用過',
  close: '您可以關閉此視窗。',
  buttons: { Complete: '完成', Fail: '失敗', Authorize: '授權', Expire: '逾期' },
};
