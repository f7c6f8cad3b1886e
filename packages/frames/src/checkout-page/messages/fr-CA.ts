import type { PageCatalogue } from './en.js';
import { PAGE_FR } from './fr.js';

/** Canadian French: France's texts with the words Quebec uses (courriel). */
export const PAGE_FR_CA: PageCatalogue = {
  ...PAGE_FR,
  email: 'Courriel',
  emailInvalid: 'Saisissez une adresse courriel valide.',
};
