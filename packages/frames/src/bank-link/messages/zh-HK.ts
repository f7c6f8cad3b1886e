import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Traditional Chinese (Hong Kong): only what differs from Taiwan's (賬戶). */
export const BANK_LINK_ZH_HK: Partial<BankLinkTexts> = {
  consentBody: '{merchant} 使用 Payframe 連結您的銀行賬戶。您的網上銀行登入資料絕不會提供給 {merchant}。',
  consentTitle: '連結您的銀行賬戶',
  selectAccount: '選擇賬戶',
  link: '連結賬戶',
  successTitle: '賬戶已連結',
  account: '賬戶號碼',
  accountConfirm: '確認賬戶號碼',
  accountMismatch: '兩次輸入的賬戶號碼不一致。',
  verifyingTitle: '正在驗證您的賬戶',
};
