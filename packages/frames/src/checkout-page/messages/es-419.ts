import type { PageCatalogue } from './en.js';
import { PAGE_ES } from './es.js';

/** Latin American Spanish: Spain's texts with the words Latin American shoppers use. */
export const PAGE_ES_419: PageCatalogue = {
  ...PAGE_ES,
  emailInvalid: 'Ingresa un correo electrónico válido.',
  phoneMissing: 'Ingresa tu número de teléfono.',
  expiredTitle: 'Esta sesión de pago venció',
};
