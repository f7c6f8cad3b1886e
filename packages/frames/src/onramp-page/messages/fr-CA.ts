import type { OnrampCatalogue } from './en.js';

/** Canadian French: France's texts with the words Quebec uses. */
export const ONRAMP_FR_CA: Partial<OnrampCatalogue> = {
  email: 'Courriel',
  emailInvalid: 'Entrez une adresse courriel valide.',
  codeTitle: 'Entrez le code envoyé à {email}',
};
