import type { OnrampCatalogue } from './en.js';

/** Traditional Chinese (Hong Kong): Taiwan's texts with Hong Kong's words. */
export const ONRAMP_ZH_HK: Partial<OnrampCatalogue> = {
  postalCode: '郵政編號 (ZIP)',
  network: '網絡',
  networkFee: '網絡手續費',
  codeTitle: '請輸入發送至 {email} 的驗證碼',
  deliveryBody: '{amount} 正在發送至 {wallet}。',
  completeBody: '{amount} 已發送至 {wallet}。',
  processing: '處理中…',
};
