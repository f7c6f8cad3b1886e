import { SHOPPER_ERRORS_ES_419 } from '@payframe/core/shopper-errors/es-419';
import type { Catalogue } from './en.js';
import { ES } from './es.js';

/** Latin American Spanish: Spain's catalogue with the words Latin American shoppers use (vencimiento, ingresar, agregar). */
export const ES_419: Catalogue = {
  ...ES,
  'card.expiry': 'Fecha de vencimiento',
  'address.addNew': '+ Agregar una dirección',
  'link.codeSent': 'Ingresa el código enviado a {destination}.',
  'saved.cvcHint': 'Vuelve a ingresar el código de seguridad de tu tarjeta.',
  'saved.expiryInvalid': 'La fecha de vencimiento de tu tarjeta no es válida.',
  'link.addNew': '+ Agregar una tarjeta',
  'qr.expiresIn': 'El código vence en {time}',
  'qr.expired': 'El código venció. Cierra esta ventana e inténtalo de nuevo.',
  'afterpay.step1': 'Agrega tus productos favoritos al carrito.',
  'express.label.addMoney': 'Agregar dinero con {logo}',
  'issuing.expiry': 'Fecha de vencimiento',
  'currency.expired': 'Este tipo de cambio venció. Vuelve a elegir para obtener uno nuevo.',
  ...SHOPPER_ERRORS_ES_419,
};
