import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Latin American Spanish: only what differs from Spain's. */
export const BANK_LINK_ES_419: Partial<BankLinkTexts> = {
  manual: 'Ingresar datos bancarios manualmente',
  manualTitle: 'Ingresa los datos bancarios',
  routingInvalid: 'Ingresa un número de ruta válido de 9 dígitos.',
  accountInvalid: 'Ingresa un número de cuenta de 4 a 17 dígitos.',
};
