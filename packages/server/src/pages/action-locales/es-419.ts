import type { ActionTexts } from '../action-texts.js';

/** Latin American Spanish: Spain's texts with the words Latin American shoppers use. */
export const ES_419: Partial<ActionTexts> = {
  qrExpire: '; «Vencer» deja vencer el código',
  amount: 'Monto',
  failed: 'La autenticación falló.',
  complete: 'La autenticación se completó.',
  used: 'Esta página de prueba ya se usó',
  buttons: { Complete: 'Completar', Fail: 'Fallar', Authorize: 'Autorizar', Expire: 'Vencer' },
};
