import type { OauthTexts } from '../oauth-texts.js';

/** Hebrew. */
export const HE: OauthTexts = {
  badge: 'מצב בדיקה',
  title: 'הסכמת הבנק',
  institution: 'בנק בדיקה',
  ask: 'Payframe מבקשת לראות את החשבונות שלך בבנק הזה כדי לקשר אחד מהם לתשלומים. הדף הזה מחליף את מסך ההסכמה של הבנק.',
  approve: 'אישור גישה',
  deny: 'דחייה',
  approved: 'הגישה אושרה. אפשר לסגור את החלון ולחזור לבית העסק.',
  denied: 'הגישה נדחתה. אפשר לסגור את החלון.',
  note: 'לא מעורב כאן בנק אמיתי.',
};
