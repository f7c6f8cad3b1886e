import type { OauthTexts } from '../oauth-texts.js';

/** Romanian. */
export const RO: OauthTexts = {
  badge: 'Mod de testare',
  title: 'Consimțământul băncii',
  institution: 'Bancă de test',
  ask: 'Payframe solicită accesul la conturile dvs. de la această bancă pentru a conecta unul la plăți. Această pagină ține locul ecranului de consimțământ al băncii.',
  approve: 'Permiteți accesul',
  deny: 'Refuzați',
  approved: 'Acces permis. Puteți închide această fereastră și reveni la comerciant.',
  denied: 'Acces refuzat. Puteți închide această fereastră.',
  note: 'Nu este implicată nicio bancă reală.',
};
