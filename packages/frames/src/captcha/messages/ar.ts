import type { VerifyCatalogue } from './en.js';

export const VERIFY_AR: VerifyCatalogue = {
  'captcha.title': 'أكّد أنك إنسان',
  'captcha.explain': 'لحماية عملية الدفع هذه، نحتاج إلى تحقق سريع قبل الخصم من بطاقتك.',
  'captcha.checkbox': 'لست روبوتًا',
  'captcha.working': 'جارٍ التحقق… {percent}%',
  'captcha.done': 'تم التحقق',
  'captcha.failed': 'تعذّر إكمال التحقق. حاول مرة أخرى.',
  'cardImage.title': 'أكّد بطاقتك',
  'cardImage.explain': 'لحماية عملية الدفع هذه، أدخل آخر 4 أرقام مطبوعة على بطاقتك.',
  'cardImage.label': 'آخر 4 أرقام من البطاقة',
  'cardImage.verify': 'تحقّق',
  'cardImage.cancel': 'إلغاء الدفع',
  'cardImage.upload': 'أو أرسل صورة للبطاقة (وضع الاختبار)',
  'cardImage.wrong': 'هذه الأرقام لا تطابق البطاقة. تحقّق منها وحاول مرة أخرى.',
  'cardImage.incomplete': 'أدخل الأرقام الأربعة.',
};
