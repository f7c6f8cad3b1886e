import type { OauthTexts } from '../oauth-texts.js';

/** Hong Kong Traditional Chinese: Taiwan's texts with Hong Kong's words (賬戶, 你). */
export const ZH_HK: Partial<OauthTexts> = {
  ask: 'Payframe 要求查看你在此銀行的賬戶，以便連結其中一個用於付款。此頁面代替銀行本身的授權畫面。',
  approved: '已允許存取。你可以關閉此視窗並返回商店。',
  denied: '已拒絕存取。你可以關閉此視窗。',
};
