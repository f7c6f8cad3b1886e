import type { OauthTexts } from '../oauth-texts.js';

/** Swedish. */
export const SV: OauthTexts = {
  badge: 'Testläge',
  title: 'Bankens samtycke',
  institution: 'Testbank',
  ask: 'Payframe ber om att få se dina konton hos den här banken för att koppla ett av dem till betalningar. Sidan ersätter bankens egen samtyckesskärm.',
  approve: 'Ge åtkomst',
  deny: 'Neka',
  approved: 'Åtkomst beviljad. Du kan stänga fönstret och gå tillbaka till säljaren.',
  denied: 'Åtkomst nekad. Du kan stänga fönstret.',
  note: 'Ingen riktig bank är inblandad.',
};
