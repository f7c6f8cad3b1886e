import type { Catalogue } from './en.js';
import { FR } from './fr.js';

/** Canadian French: France's catalogue with the words Quebec uses (courriel). */
export const FR_CA: Catalogue = {
  ...FR,
  'billing.email': 'Courriel',
  'billing.emailPlaceholder': 'vous@exemple.ca',
  'link.email': 'Courriel',
  'link.emailPlaceholder': 'vous@exemple.ca',
  'sheet.email': 'Courriel',
  'error.incomplete_email': "L'adresse courriel est incomplète.",
  'error.email_invalid': "L'adresse courriel n'est pas valide.",
  'error.incomplete_email_autofill':
    "L'adresse courriel est incomplète. Veuillez vérifier celle que votre navigateur a remplie.",
  'sheet.invalidEmail':
    'Le marchand ne peut pas utiliser cette adresse courriel. Choisissez un autre contact.',
};
