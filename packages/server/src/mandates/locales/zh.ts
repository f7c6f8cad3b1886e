import type { MandateTexts } from '../mandate-texts.js';

/** Simplified Chinese. */
export const ZH: MandateTexts = {
  title: '直接借记授权书',
  badge: '测试模式',
  creditor: '债权人',
  merchant: '商家',
  reference: '授权参考号',
  type: '类型',
  recurring: '定期',
  oneOff: '单次',
  status: '状态',
  holder: '账户持有人',
  account: '账户',
  accepted: '授权时间',
  firstCollection: '首次扣款',
  online: '在线',
  offline: '离线',
  theMerchant: '商家',
  routing: '路由号码 {number}',
  institution: '机构号 {institution}，分行号 {transit}',
  sortCode: '银行代码 {code}',
  statuses: { active: '有效', inactive: '无效', pending: '待处理' },
  notes: {
    sepa: '您已授权 {merchant} 向您的银行发送从此账户扣款的指令，并授权您的银行按照这些指令扣款。根据您与银行所签协议的条款，您有权在扣款之日起 8 周内向银行申请退款。',
    becs: '您已同意此直接借记请求（Direct Debit Request）及其服务协议，并授权商家的支付服务提供商 Payframe 代表 {merchant}（“商家”）通过 Bulk Electronic Clearing System（BECS）从此账户扣除商家另行告知您的任何款项。您已确认自己是此账户的持有人或授权签字人。',
    ach: '您已授权 {merchant} 及其支付服务提供商 Payframe 通过 ACH 网络从此账户扣除您确认的款项；如果您保存了此账户，还可按商家条款扣除日后的款项，并可存入款项以更正错误扣款。您可提前 30 天通知商家撤销此授权。',
    pad: '您已同意此预授权借记协议（PAD），并授权 {merchant} 及其支付服务提供商 Payframe 按约定通过 Automated Clearing Settlement System（ACSS）从此账户扣款。如有扣款不符合本协议，您享有一定的追索权。您可随时联系商家取消本协议。',
    bacs: '您已指示您的银行或建房互助协会从此账户支付 {merchant}（通过 Payframe）发起的直接借记，并受 Direct Debit Guarantee 保障：金额、日期或频率如有变更会提前通知您；付款出错时，您的银行或建房互助协会会立即全额退款；您可随时联系您的银行或建房互助协会取消直接借记。',
  },
};
