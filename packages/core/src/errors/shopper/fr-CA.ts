import type { ShopperErrorTexts } from './en.js';

/** Canadian French: France's catalogue with the words Quebec uses (courriel). */
export const SHOPPER_ERRORS_FR_CA: Partial<ShopperErrorTexts> = {
  'error.incomplete_email': "L'adresse courriel est incomplète.",
  'error.email_invalid': "L'adresse courriel n'est pas valide.",
  'error.incomplete_email_autofill':
    "L'adresse courriel est incomplète. Veuillez vérifier celle que votre navigateur a remplie.",
};
