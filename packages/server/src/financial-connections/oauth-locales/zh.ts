import type { OauthTexts } from '../oauth-texts.js';

/** Simplified Chinese. */
export const ZH: OauthTexts = {
  badge: '测试模式',
  title: '银行授权',
  institution: '测试银行',
  ask: 'Payframe 请求查看您在此银行的账户，以便关联一个用于付款。此页面代替银行自己的授权页面。',
  approve: '允许访问',
  deny: '拒绝',
  approved: '已允许访问。您可以关闭此窗口并返回商家。',
  denied: '已拒绝访问。您可以关闭此窗口。',
  note: '不涉及任何真实银行。',
};
