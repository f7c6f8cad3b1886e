import { SHOPPER_ERRORS_FR_CA } from '@payframe/core/shopper-errors/fr-CA';
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
  'sheet.invalidEmail':
    'Le marchand ne peut pas utiliser cette adresse courriel. Choisissez un autre contact.',
  ...SHOPPER_ERRORS_FR_CA,
};
