import type { OauthTexts } from '../oauth-texts.js';

/** Norwegian Bokmål. */
export const NB: OauthTexts = {
  badge: 'Testmodus',
  title: 'Bankens samtykke',
  institution: 'Testbank',
  ask: 'Payframe ber om å se kontoene dine i denne banken for å koble en av dem til betalinger. Siden erstatter bankens egen samtykkeside.',
  approve: 'Gi tilgang',
  deny: 'Avslå',
  approved: 'Tilgang gitt. Du kan lukke vinduet og gå tilbake til selgeren.',
  denied: 'Tilgang avslått. Du kan lukke vinduet.',
  note: 'Ingen ekte bank er involvert.',
};
