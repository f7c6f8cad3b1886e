import type { VerifyCatalogue } from './en.js';

/** Hebrew, in the impersonal form Israeli shops use. */
export const VERIFY_HE: VerifyCatalogue = {
  'captcha.title': 'יש לאשר שמדובר באדם',
  'captcha.explain': 'כדי להגן על התשלום הזה, נדרשת בדיקה קצרה לפני החיוב בכרטיס.',
  'captcha.checkbox': 'אני לא רובוט',
  'captcha.working': 'מתבצעת בדיקה… {percent}%',
  'captcha.done': 'אומת',
  'captcha.failed': 'לא ניתן היה להשלים את הבדיקה. יש לנסות שוב.',
  'cardImage.title': 'אימות הכרטיס',
  'cardImage.explain': 'כדי להגן על התשלום הזה, יש להזין את 4 הספרות האחרונות המודפסות על הכרטיס.',
  'cardImage.label': '4 הספרות האחרונות של הכרטיס',
  'cardImage.verify': 'אימות',
  'cardImage.cancel': 'ביטול התשלום',
  'cardImage.upload': 'או לשלוח תמונה של הכרטיס (מצב בדיקה)',
  'cardImage.wrong': 'הספרות האלה לא תואמות לכרטיס. יש לבדוק אותן ולנסות שוב.',
  'cardImage.incomplete': 'יש להזין 4 ספרות.',
};
