import type { OauthTexts } from '../oauth-texts.js';

/** Slovak. */
export const SK: OauthTexts = {
  badge: 'Testovací režim',
  title: 'Súhlas banky',
  institution: 'Testovacia banka',
  ask: 'Payframe žiada o prístup k vašim účtom v tejto banke, aby mohol jeden z nich prepojiť na platby. Táto stránka zastupuje súhlasovú obrazovku banky.',
  approve: 'Povoliť prístup',
  deny: 'Zamietnuť',
  approved: 'Prístup povolený. Môžete zavrieť toto okno a vrátiť sa k obchodníkovi.',
  denied: 'Prístup zamietnutý. Môžete zavrieť toto okno.',
  note: 'Nie je zapojená žiadna skutočná banka.',
};
