import type { OauthTexts } from '../oauth-texts.js';

/** Danish. */
export const DA: OauthTexts = {
  badge: 'Testtilstand',
  title: 'Bankens samtykke',
  institution: 'Testbank',
  ask: 'Payframe beder om at se dine konti i denne bank for at tilknytte en af dem til betalinger. Siden erstatter bankens eget samtykkeskærmbillede.',
  approve: 'Giv adgang',
  deny: 'Afvis',
  approved: 'Adgang givet. Du kan lukke vinduet og gå tilbage til forhandleren.',
  denied: 'Adgang afvist. Du kan lukke vinduet.',
  note: 'Der er ingen rigtig bank involveret.',
};
