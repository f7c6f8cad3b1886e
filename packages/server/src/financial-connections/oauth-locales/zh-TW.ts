import type { OauthTexts } from '../oauth-texts.js';

/** Traditional Chinese (Taiwan). */
export const ZH_TW: OauthTexts = {
  badge: '測試模式',
  title: '銀行授權',
  institution: '測試銀行',
  ask: 'Payframe 要求查看您在此銀行的帳戶，以便連結其中一個用於付款。此頁面代替銀行本身的授權畫面。',
  approve: '允許存取',
  deny: '拒絕',
  approved: '已允許存取。您可以關閉此視窗並返回商店。',
  denied: '已拒絕存取。您可以關閉此視窗。',
  note: '不涉及任何真實銀行。',
};
