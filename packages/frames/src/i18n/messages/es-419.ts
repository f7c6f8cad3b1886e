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
  'error.incomplete_expiry': 'La fecha de vencimiento de tu tarjeta está incompleta.',
  'error.invalid_expiry_month': 'El mes de vencimiento de tu tarjeta no es válido.',
  'error.invalid_expiry_year': 'El año de vencimiento de tu tarjeta no es válido.',
  'error.invalid_expiry_year_past': 'El año de vencimiento de tu tarjeta ya pasó.',
  'error.invalid_expiry_month_past': 'Tu tarjeta ya venció.',
  'error.card_number_in_name_field':
    'Tu nombre parece un número de tarjeta. Ingresa el nombre que aparece en tu tarjeta.',
  'error.card_number_in_postal_code_field':
    'Tu código postal parece un número de tarjeta. Ingresa tu código postal.',
  'error.incomplete_au_bank_account_bsb': 'El BSB que ingresaste está incompleto.',
  'error.invalid_au_bank_account_bsb': 'El BSB que ingresaste no es válido.',
  'error.incomplete_au_bank_account_number': 'El número de cuenta que ingresaste está incompleto.',
  'error.invalid_au_bank_account_number': 'El número de cuenta que ingresaste no es válido.',
  'error.postal_code_recollection_required_check_failed':
    'Tu código postal no coincide. Vuelve a ingresarlo.',
  'error.postal_code_recollection_required_missing_required_postal_code': 'Ingresa tu código postal.',
  'error.cvc_recollection_required': 'Vuelve a ingresar el código de seguridad de tu tarjeta.',
  'qr.expiresIn': 'El código vence en {time}',
  'qr.expired': 'El código venció. Cierra esta ventana e inténtalo de nuevo.',
  'afterpay.step1': 'Agrega tus productos favoritos al carrito.',
  'express.label.addMoney': 'Agregar dinero con {logo}',
  'issuing.expiry': 'Fecha de vencimiento',
  'currency.expired': 'Este tipo de cambio venció. Vuelve a elegir para obtener uno nuevo.',
};
