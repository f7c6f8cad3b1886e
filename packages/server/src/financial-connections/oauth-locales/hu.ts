import type { OauthTexts } from '../oauth-texts.js';

/** Hungarian. */
export const HU: OauthTexts = {
  badge: 'Tesztüzemmód',
  title: 'Banki hozzájárulás',
  institution: 'Tesztbank',
  ask: 'A Payframe hozzáférést kér az ebben a bankban vezetett számláihoz, hogy egyet összekapcsoljon a fizetésekhez. Ez az oldal a bank saját hozzájárulási képernyőjét helyettesíti.',
  approve: 'Hozzáférés engedélyezése',
  deny: 'Elutasítás',
  approved: 'Hozzáférés engedélyezve. Bezárhatja ezt az ablakot, és visszatérhet a kereskedőhöz.',
  denied: 'Hozzáférés elutasítva. Bezárhatja ezt az ablakot.',
  note: 'Valódi bank nem vesz részt.',
};
