import type { OauthTexts } from '../oauth-texts.js';

/** Polish. */
export const PL: OauthTexts = {
  badge: 'Tryb testowy',
  title: 'Zgoda banku',
  institution: 'Bank testowy',
  ask: 'Payframe prosi o wgląd w Twoje konta w tym banku, aby połączyć jedno z nich z płatnościami. Ta strona zastępuje ekran zgody banku.',
  approve: 'Zezwól na dostęp',
  deny: 'Odmów',
  approved: 'Dostęp przyznany. Możesz zamknąć to okno i wrócić do sprzedawcy.',
  denied: 'Odmówiono dostępu. Możesz zamknąć to okno.',
  note: 'Nie bierze w tym udziału żaden prawdziwy bank.',
};
