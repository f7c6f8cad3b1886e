import type { VerifyCatalogue } from './en.js';

export const VERIFY_JA: VerifyCatalogue = {
  'captcha.title': 'ロボットではないことを確認してください',
  'captcha.explain': 'このお支払いを保護するため、カードに請求する前に簡単な確認を行います。',
  'captcha.checkbox': '私はロボットではありません',
  'captcha.working': '確認中… {percent}%',
  'captcha.done': '確認済み',
  'captcha.failed': '確認を完了できませんでした。もう一度お試しください。',
  'cardImage.title': 'カードの確認',
  'cardImage.explain': 'このお支払いを保護するため、カードに印字されている下 4 桁を入力してください。',
  'cardImage.label': 'カード番号の下 4 桁',
  'cardImage.verify': '確認する',
  'cardImage.cancel': '支払いをキャンセル',
  'cardImage.upload': 'またはカードの写真を送信（テストモード）',
  'cardImage.wrong': '入力された番号がカードと一致しません。確認してもう一度お試しください。',
  'cardImage.incomplete': '4 桁の数字を入力してください。',
};
