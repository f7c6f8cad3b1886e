import type { LinkTexts } from '../texts.js';

/** Latin American Spanish: Spain's texts with the words Latin American shoppers use. */
export const ES_419: Partial<LinkTexts> = {
  inactiveBody:
    '{merchant} desactivó este enlace de pago. Comunícate con el comercio para pagar de otra forma.',
  unavailableBody:
    'Algún artículo ya no está disponible. Comunícate con {merchant} para pagar de otra forma.',
};
