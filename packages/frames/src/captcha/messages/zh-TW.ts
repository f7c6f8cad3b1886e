import type { VerifyCatalogue } from './en.js';

/** Traditional Chinese (Taiwan). */
export const VERIFY_ZH_TW: VerifyCatalogue = {
  'captcha.title': '請確認您不是機器人',
  'captcha.explain': '為保護這筆付款，從您的卡片扣款前需要進行快速驗證。',
  'captcha.checkbox': '我不是機器人',
  'captcha.working': '正在驗證… {percent}%',
  'captcha.done': '已驗證',
  'captcha.failed': '無法完成驗證，請再試一次。',
  'cardImage.title': '確認您的卡片',
  'cardImage.explain': '為保護這筆付款，請輸入印在您卡片上的末 4 碼。',
  'cardImage.label': '卡號末 4 碼',
  'cardImage.verify': '驗證',
  'cardImage.cancel': '取消付款',
  'cardImage.upload': '或傳送卡片照片（測試模式）',
  'cardImage.wrong': '這些數字與卡片不符，請檢查後再試一次。',
  'cardImage.incomplete': '請輸入 4 位數字。',
};
