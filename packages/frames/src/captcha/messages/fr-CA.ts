import type { VerifyCatalogue } from './en.js';

/** Canadian French: France's texts with the words Quebec uses. */
export const VERIFY_FR_CA: Partial<VerifyCatalogue> = {
  'captcha.explain':
    'Pour protéger ce paiement, une vérification rapide est nécessaire avant que votre carte soit débitée.',
  'captcha.working': 'Vérification… {percent} %',
  'cardImage.explain': 'Pour protéger ce paiement, entrez les 4 derniers chiffres imprimés sur votre carte.',
  'cardImage.incomplete': 'Entrez les 4 chiffres.',
};
