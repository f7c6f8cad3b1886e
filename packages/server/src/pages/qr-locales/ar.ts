import type { QrTexts } from '../qr-texts.js';

/** Arabic. */
export const AR: QrTexts = {
  badge: 'وضع الاختبار',
  payTitle: 'الدفع باستخدام {method}',
  setupTitle: 'إعداد {method}',
  payHeading: 'امسح الرمز لدفع {amount} باستخدام {method}',
  setupHeading: 'امسح الرمز لإعداد {method}',
  qrLabel: 'رمز QR الخاص بـ {method}',
  amount: 'المبلغ',
  expires: 'ينتهي في',
  method: 'الطريقة',
  payStep: 'افتح تطبيق {method}، وامسح الرمز، ثم أكّد الدفع هناك.',
  setupStep: 'افتح تطبيق {method}، وامسح الرمز، ثم أكّد هناك.',
  testNote: 'في وضع الاختبار يفتح الرمز صفحة الاختبار في Payframe، حيث يُكمل «تفويض» أو «فشل» الدفع.',
  openHere: 'افتحها هنا',
};
