import type { ShopperErrorTexts } from './en.js';

/** Latin American Spanish: Spain's catalogue with the words Latin American shoppers use (vencimiento, ingresar, agregar). */
export const SHOPPER_ERRORS_ES_419: Partial<ShopperErrorTexts> = {
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
};
