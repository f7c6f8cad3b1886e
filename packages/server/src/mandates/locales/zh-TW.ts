import type { MandateTexts } from '../mandate-texts.js';

/** Traditional Chinese (Taiwan). */
export const ZH_TW: MandateTexts = {
  title: '直接扣款授權書',
  badge: '測試模式',
  creditor: '債權人',
  merchant: '商家',
  reference: '授權參考編號',
  type: '類型',
  recurring: '定期',
  oneOff: '單次',
  status: '狀態',
  holder: '帳戶持有人',
  account: '帳戶',
  accepted: '授權時間',
  firstCollection: '首次扣款',
  online: '線上',
  offline: '離線',
  theMerchant: '商家',
  routing: '銀行代碼 {number}',
  institution: '機構代碼 {institution}，分行代碼 {transit}',
  sortCode: '分行代碼 {code}',
  statuses: { active: '有效', inactive: '無效', pending: '待處理' },
  notes: {
    sepa: '您已授權 {merchant} 向您的銀行傳送從此帳戶扣款的指示，並授權您的銀行依該指示扣款。依您與銀行所簽協議的條款，您有權於扣款日起 8 週內向銀行申請退款。',
    becs: '您已同意此直接扣款請求（Direct Debit Request）及其服務協議，並授權商家的支付服務供應商 Payframe 代表 {merchant}（「商家」）透過 Bulk Electronic Clearing System（BECS）從此帳戶扣除商家另行通知您的款項。您已確認自己是此帳戶的持有人或獲授權的簽署人。',
    ach: '您已授權 {merchant} 及其支付服務供應商 Payframe 透過 ACH 網路從此帳戶扣除您確認的款項；若您儲存了此帳戶，亦可依商家條款扣除日後的款項，並可存入款項以更正錯誤扣款。您可提前 30 天通知商家撤銷此授權。',
    pad: '您已同意此預先授權扣款協議（PAD），並授權 {merchant} 及其支付服務供應商 Payframe 依約定透過 Automated Clearing Settlement System（ACSS）從此帳戶扣款。若扣款不符合本協議，您享有一定的追索權。您可隨時聯絡商家取消本協議。',
    bacs: '您已指示您的銀行或建屋互助會從此帳戶支付 {merchant}（透過 Payframe）發起的直接扣款，並受 Direct Debit Guarantee 保障：金額、日期或頻率如有變更會事先通知您；付款出錯時，您的銀行或建屋互助會將立即全額退款；您可隨時聯絡您的銀行或建屋互助會取消直接扣款。',
  },
};
