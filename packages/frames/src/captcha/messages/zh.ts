import type { VerifyCatalogue } from './en.js';

/** Simplified Chinese. */
export const VERIFY_ZH: VerifyCatalogue = {
  'captcha.title': '请确认您不是机器人',
  'captcha.explain': '为保护此笔付款，在从您的银行卡扣款前需要进行快速验证。',
  'captcha.checkbox': '我不是机器人',
  'captcha.working': '正在验证… {percent}%',
  'captcha.done': '已验证',
  'captcha.failed': '无法完成验证，请重试。',
  'cardImage.title': '确认您的银行卡',
  'cardImage.explain': '为保护此笔付款，请输入印在您银行卡上的后 4 位数字。',
  'cardImage.label': '卡号后 4 位',
  'cardImage.verify': '验证',
  'cardImage.cancel': '取消付款',
  'cardImage.upload': '或发送银行卡照片（测试模式）',
  'cardImage.wrong': '这些数字与银行卡不符，请检查后重试。',
  'cardImage.incomplete': '请输入 4 位数字。',
};
