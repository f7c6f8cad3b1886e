import type { VerifyCatalogue } from './en.js';

/** Traditional Chinese (Hong Kong): Taiwan's texts with Hong Kong's words. */
export const VERIFY_ZH_HK: Partial<VerifyCatalogue> = {
  'captcha.explain': '為保障這筆付款，從您的信用卡扣款前需要進行快速驗證。',
  'cardImage.title': '確認您的信用卡',
  'cardImage.explain': '為保障這筆付款，請輸入印在您信用卡上的最後 4 位數字。',
  'cardImage.label': '卡號最後 4 位數字',
  'cardImage.upload': '或發送信用卡相片（測試模式）',
  'cardImage.wrong': '這些數字與信用卡不符，請檢查後再試一次。',
};
