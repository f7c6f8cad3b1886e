import type { ActionTexts } from '../action-texts.js';

/** Hong Kong Traditional Chinese: Taiwan's texts with Hong Kong's words. */
export const ZH_HK: Partial<ActionTexts> = {
  threeDsExplain: '此頁面代替發卡機構的身份驗證。按「完成」即驗證此卡；按「失敗」則驗證失敗。',
  qrExplain: '此頁面代替掃描 QR 碼的應用程式。按「授權」即以 {method} 付款；按「失敗」則拒絕此筆付款',
  qrExpire: '；按「過期」則讓 QR 碼過期',
  purposeSetup: '儲存付款方式以便日後付款',
  failed: '身份驗證失敗。',
  complete: '身份驗證已完成。',
  close: '你可以關閉此視窗。',
  redirectExplain: '此頁面代替你的銀行。按「授權」即批准 {method} 付款；按「失敗」則拒絕付款。',
  buttons: { Complete: '完成', Fail: '失敗', Authorize: '授權', Expire: '過期' },
};
