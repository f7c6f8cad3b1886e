import type { SomeTexts } from '../../html/locale.js';
import type { VoucherTexts } from '../texts.js';

/** Latin American Spanish: Spain's texts with the words Latin American shoppers use. */
export const ES_419: SomeTexts<VoucherTexts> = {
  amount: 'Monto',
  instructions: {
    // Multibanco's steps say "ingresa" and "monto" in Latin America.
    multibanco:
      'Paga en un cajero Multibanco o en la app de tu banco: elige «Pago de servicios» e ingresa la entidad, la referencia y el monto.',
  },
};
