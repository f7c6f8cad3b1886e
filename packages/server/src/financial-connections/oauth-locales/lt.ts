import type { OauthTexts } from '../oauth-texts.js';

/** Lithuanian. */
export const LT: OauthTexts = {
  badge: 'Bandomasis režimas',
  title: 'Banko sutikimas',
  institution: 'Bandomasis bankas',
  ask: 'Payframe prašo leisti matyti jūsų sąskaitas šiame banke, kad vieną jų susietų su mokėjimais. Šis puslapis pakeičia banko sutikimo ekraną.',
  approve: 'Leisti prieigą',
  deny: 'Atmesti',
  approved: 'Prieiga leista. Galite uždaryti šį langą ir grįžti pas pardavėją.',
  denied: 'Prieiga atmesta. Galite uždaryti šį langą.',
  note: 'Tikras bankas nedalyvauja.',
};
