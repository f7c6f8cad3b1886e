import type { OauthTexts } from '../oauth-texts.js';

/** Czech. */
export const CS: OauthTexts = {
  badge: 'Testovací režim',
  title: 'Souhlas banky',
  institution: 'Testovací banka',
  ask: 'Payframe žádá o přístup k vašim účtům v této bance, aby mohl jeden propojit pro platby. Tato stránka zastupuje souhlasovou obrazovku banky.',
  approve: 'Povolit přístup',
  deny: 'Zamítnout',
  approved: 'Přístup povolen. Můžete zavřít toto okno a vrátit se k obchodníkovi.',
  denied: 'Přístup zamítnut. Můžete zavřít toto okno.',
  note: 'Není zapojena žádná skutečná banka.',
};
