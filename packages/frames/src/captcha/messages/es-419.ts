import type { VerifyCatalogue } from './en.js';

/** Latin American Spanish: Spain's texts with the words Latin America uses. */
export const VERIFY_ES_419: Partial<VerifyCatalogue> = {
  'captcha.explain':
    'Para proteger este pago, necesitamos una verificación rápida antes de hacer el cargo a tu tarjeta.',
  'captcha.working': 'Verificando… {percent}%',
  'captcha.failed': 'No se pudo completar la verificación. Vuelve a intentarlo.',
  'cardImage.explain': 'Para proteger este pago, ingresa los últimos 4 dígitos impresos en tu tarjeta.',
  'cardImage.wrong': 'Estos dígitos no coinciden con la tarjeta. Revísalos y vuelve a intentarlo.',
  'cardImage.incomplete': 'Ingresa los 4 dígitos.',
};
