import type { PageCatalogue } from './en.js';
import { PAGE_ZH_TW } from './zh-TW.js';

/** Hong Kong: Taiwan's texts with the words Hong Kong says differently. */
export const PAGE_ZH_HK: PageCatalogue = {
  ...PAGE_ZH_TW,
  title: '結賬',
  setupTitle: '在 {merchant} 儲存您的付款資料',
  email: '電郵',
  emailInvalid: '請輸入有效的電郵地址。',
  shippingAddress: '送貨地址',
  shippingMethod: '送貨方式',
  expiredTitle: '此結賬工作階段已過期',
  setupCompleteTitle: '已儲存您的付款資料',
  notFound: '找不到此結賬頁面。',
  loadError: '無法載入結賬頁面。請稍後再試。',
  codeCurrency: '此優惠碼不適用於此貨幣。',
  codeFirstTime: '此優惠碼只適用於首次購物的客戶。',
  currencyLabel: '付款貨幣',
  currencyLocal: '您的貨幣',
  currencyMerchant: '商戶貨幣',
};
