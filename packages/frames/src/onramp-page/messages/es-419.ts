import type { OnrampCatalogue } from './en.js';

/** Latin American Spanish: Spain's texts with the words Latin America uses. */
export const ONRAMP_ES_419: Partial<OnrampCatalogue> = {
  emailInvalid: 'Ingresa un correo electrónico válido.',
  codeTitle: 'Ingresa el código enviado a {email}',
  wallet: 'Dirección de la billetera',
  amount: 'Monto ({currency})',
  deliveryBody: '{amount} está en camino a {wallet}.',
};
