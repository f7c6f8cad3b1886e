import type { ActionTexts } from './action-texts.js';

/** Arabic (Modern Standard Arabic). */
export const AR: ActionTexts = {
  badge: 'وضع الاختبار',
  title: 'وضع الاختبار في Payframe',
  threeDsHeading: 'وضع الاختبار في Payframe: ‏3-D Secure',
  threeDsExplain:
    'تحلّ هذه الصفحة محلّ مصادقة الجهة المُصدِرة للبطاقة. يؤدي «إتمام» إلى مصادقة البطاقة، ويؤدي «إفشال» إلى فشل المصادقة.',
  qrHeading: 'وضع الاختبار في Payframe: الدفع عبر {method}',
  qrExplain:
    'تحلّ هذه الصفحة محلّ التطبيق الذي مسح رمز QR. يؤدي «تفويض» إلى الدفع عبر {method}، ويؤدي «إفشال» إلى رفض الدفع',
  qrExpire: '، ويؤدي «إنهاء الصلاحية» إلى انتهاء صلاحية الرمز',
  redirectHeading: 'وضع الاختبار في Payframe: تفويض {method}',
  redirectExplain:
    'تحلّ هذه الصفحة محلّ مصرفك. يؤدي «تفويض» إلى الموافقة على دفعة {method}، ويؤدي «إفشال» إلى رفضها.',
  amount: 'المبلغ',
  purpose: 'الغرض',
  purposeSetup: 'حفظ طريقة الدفع للدفعات اللاحقة',
  card: 'البطاقة',
  note: 'لا يشارك أي مصرف حقيقي: محاكي وضع الاختبار في Payframe هو الذي يحدد النتيجة.',
  failed: 'فشلت المصادقة.',
  processing: 'جارٍ معالجة الدفعة.',
  complete: 'اكتملت المصادقة.',
  used: 'سبق استخدام صفحة الاختبار هذه',
  close: 'يمكنك إغلاق هذه النافذة.',
  buttons: { Complete: 'إتمام', Fail: 'إفشال', Authorize: 'تفويض', Expire: 'إنهاء الصلاحية' },
};

/** Hebrew. */
export const HE: ActionTexts = {
  badge: 'מצב בדיקה',
  title: 'מצב בדיקה של Payframe',
  threeDsHeading: 'מצב בדיקה של Payframe: ‏3-D Secure',
  threeDsExplain: 'דף זה מחליף את האימות של מנפיק הכרטיס. ״השלמה״ מאמתת את הכרטיס; ״כישלון״ מכשיל את האימות.',
  qrHeading: 'מצב בדיקה של Payframe: תשלום ב-{method}',
  qrExplain: 'דף זה מחליף את האפליקציה שסרקה את קוד ה-QR. ״אישור״ משלם ב-{method}; ״כישלון״ דוחה את התשלום',
  qrExpire: '; ״פקיעה״ גורמת לקוד לפוג',
  redirectHeading: 'מצב בדיקה של Payframe: אישור {method}',
  redirectExplain: 'דף זה מחליף את הבנק שלך. ״אישור״ מאשר את התשלום ב-{method}; ״כישלון״ דוחה אותו.',
  amount: 'סכום',
  purpose: 'מטרה',
  purposeSetup: 'שמירת אמצעי התשלום לתשלומים עתידיים',
  card: 'כרטיס',
  note: 'אין כאן בנק אמיתי: סימולטור מצב הבדיקה של Payframe קובע את התוצאה.',
  failed: 'האימות נכשל.',
  processing: 'התשלום בעיבוד.',
  complete: 'האימות הושלם.',
  used: 'דף הבדיקה הזה כבר נוצל',
  close: 'אפשר לסגור את החלון.',
  buttons: { Complete: 'השלמה', Fail: 'כישלון', Authorize: 'אישור', Expire: 'פקיעה' },
};
