import {
  detectCardBrand,
  digitsOf,
  parseExpiry,
  validateCardNumber,
  validateCvc,
  validateExpiry,
  validatePostalCode,
} from '@payframe/core';
import type { FieldError, MethodContext, Values } from '../types.js';
import { showsPostalCode } from './config.js';

/** The card form's pure logic: fields, validation with core's field errors, payment_method_data. */

export function cardFields(values: Values, context: MethodContext): string[] {
  const fields = ['number', 'expiry', 'cvc'];
  if (context.billing.address === 'never') return fields;
  fields.push('country');
  if (showsPostalCode(values.country ?? '')) fields.push('postalCode');
  return fields;
}

export function validateCard(values: Values, context: MethodContext): Partial<Record<string, FieldError>> {
  const errors: Partial<Record<string, FieldError>> = {};
  const put = (field: string, result: { ok: boolean; error?: { code?: string; message: string } }) => {
    if (!result.ok && result.error)
      errors[field] = { code: result.error.code ?? 'invalid', message: result.error.message };
  };
  const number = validateCardNumber(values.number ?? '');
  put('number', number);
  put('expiry', validateExpiry(values.expiry ?? '', context.now));
  put('cvc', validateCvc(values.cvc ?? '', detectCardBrand(values.number ?? '')));
  const fields = cardFields(values, context);
  if (fields.includes('postalCode'))
    put('postalCode', validatePostalCode(values.country ?? '', values.postalCode ?? ''));
  return errors;
}

export function isCardEmpty(values: Values): boolean {
  return !values.number && !values.expiry && !values.cvc && !values.postalCode;
}

export function cardPaymentMethodData(values: Values, context: MethodContext): Record<string, unknown> {
  const expiry = parseExpiry(values.expiry ?? '');
  const data: Record<string, unknown> = {
    type: 'card',
    card: {
      number: digitsOf(values.number ?? ''),
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc: values.cvc,
    },
  };
  const fields = cardFields(values, context);
  if (fields.includes('country')) {
    const address: Record<string, string> = { country: values.country ?? '' };
    if (fields.includes('postalCode')) address.postal_code = (values.postalCode ?? '').trim().toUpperCase();
    data.billing_details = { address };
  }
  return data;
}

export function cardBrand(values: Values): string | undefined {
  const digits = digitsOf(values.number ?? '');
  if (!digits) return undefined;
  const brand = detectCardBrand(digits);
  return brand === 'diners14' ? 'diners' : brand;
}
