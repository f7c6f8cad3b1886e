import type { ActionTexts } from '../action-texts.js';

/** Simplified Chinese. */
export const ZH: ActionTexts = {
  badge: '测试模式',
  title: 'Payframe 测试模式',
  threeDsHeading: 'Payframe 测试模式：3-D Secure 验证',
  threeDsExplain: '此页面代替发卡机构的身份验证。点击“完成”即验证该卡；点击“失败”则验证失败。',
  qrHeading: 'Payframe 测试模式：{method} 支付',
  qrExplain: '此页面代替扫描二维码的应用。点击“授权”即用 {method} 支付；点击“失败”则拒绝该笔付款',
  qrExpire: '；点击“过期”则让二维码过期',
  redirectHeading: 'Payframe 测试模式：{method} 授权',
  redirectExplain: '此页面代替您的银行。点击“授权”即批准 {method} 付款；点击“失败”则拒绝付款。',
  amount: '金额',
  purpose: '用途',
  purposeSetup: '保存支付方式以便日后付款',
  card: '银行卡',
  note: '不涉及任何真实银行：结果由 Payframe 测试模式模拟器决定。',
  failed: '身份验证失败。',
  processing: '付款正在处理中。',
  complete: '身份验证已完成。',
  used: '此测试页面已被使用',
  close: '您可以关闭此窗口。',
  buttons: { Complete: '完成', Fail: '失败', Authorize: '授权', Expire: '过期' },
};
