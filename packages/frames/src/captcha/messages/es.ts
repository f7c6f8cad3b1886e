import type { VerifyCatalogue } from './en.js';

export const VERIFY_ES: VerifyCatalogue = {
  'captcha.title': 'Confirma que eres una persona',
  'captcha.explain':
    'Para proteger este pago, necesitamos una comprobación rápida antes de cargar tu tarjeta.',
  'captcha.checkbox': 'No soy un robot',
  'captcha.working': 'Comprobando… {percent} %',
  'captcha.done': 'Verificado',
  'captcha.failed': 'No se pudo completar la comprobación. Inténtalo de nuevo.',
  'cardImage.title': 'Confirma tu tarjeta',
  'cardImage.explain': 'Para proteger este pago, introduce los 4 últimos dígitos impresos en tu tarjeta.',
  'cardImage.label': 'Últimos 4 dígitos de la tarjeta',
  'cardImage.verify': 'Verificar',
  'cardImage.cancel': 'Cancelar el pago',
  'cardImage.upload': 'O envía una foto de la tarjeta (modo de prueba)',
  'cardImage.wrong': 'Estos dígitos no coinciden con la tarjeta. Revísalos e inténtalo de nuevo.',
  'cardImage.incomplete': 'Introduce los 4 dígitos.',
};
