import type { QrTexts } from '../qr-texts.js';

/** Hebrew. */
export const HE: QrTexts = {
  badge: 'מצב בדיקה',
  payTitle: 'תשלום עם {method}',
  setupTitle: 'הגדרת {method}',
  payHeading: 'סורקים כדי לשלם {amount} עם {method}',
  setupHeading: 'סורקים כדי להגדיר את {method}',
  qrLabel: 'קוד QR של {method}',
  amount: 'סכום',
  expires: 'בתוקף עד',
  method: 'אמצעי',
  payStep: 'פותחים את אפליקציית {method}, סורקים את הקוד ומאשרים שם את התשלום.',
  setupStep: 'פותחים את אפליקציית {method}, סורקים את הקוד ומאשרים שם.',
  testNote: 'במצב בדיקה הקוד פותח את דף הבדיקה של Payframe, שבו „אישור” או „כישלון” משלימים את התשלום.',
  openHere: 'לפתוח כאן',
};
