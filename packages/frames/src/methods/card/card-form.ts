import {
  apiCardBrand,
  detectCardBrand,
  digitsOf,
  parseExpiry,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from '@payframe/core/form';
import {
  billingDetailsData,
  billingFields,
  billingInitialValues,
  billingNeeds,
  validateBilling,
} from '../../billing/billing-fields.js';
import type { DeferredName } from '../../deferred/modules.js';
import type { FieldError, MethodContext, Values } from '../types.js';
import { CARD_ADDRESS_NEED } from './config.js';

/** The card form's pure logic: fields, validation with core's field errors, payment_method_data. */

export function cardFields(values: Values, context: MethodContext): string[] {
  return ['number', 'expiry', 'cvc', ...billingFields(values, context, CARD_ADDRESS_NEED)];
}

/** Nothing by default (country and postal code); phone rules or the full address when asked for. */
export function cardNeeds(context: Pick<MethodContext, 'billing'>): DeferredName[] {
  return billingNeeds(context, CARD_ADDRESS_NEED);
}

export function cardInitialValues(context: MethodContext): Values {
  return { number: '', expiry: '', cvc: '', ...billingInitialValues(context) };
}

export function validateCard(values: Values, context: MethodContext): Partial<Record<string, FieldError>> {
  const errors: Partial<Record<string, FieldError>> = {};
  const put = (field: string, result: { ok: boolean; error?: { code?: string; message: string } }) => {
    if (!result.ok && result.error)
      errors[field] = { code: result.error.code ?? 'invalid', message: result.error.message };
  };
  put('number', validateCardNumber(values.number ?? ''));
  put('expiry', validateExpiry(values.expiry ?? '', context.now));
  put('cvc', validateCvc(values.cvc ?? '', detectCardBrand(values.number ?? '')));
  return { ...errors, ...validateBilling(values, context, CARD_ADDRESS_NEED) };
}

/** Empty until the shopper types (the country and merchant defaults are preselected). */
export function isCardEmpty(values: Values): boolean {
  return !values.number && !values.expiry && !values.cvc;
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
  const billing = billingDetailsData(values, context, CARD_ADDRESS_NEED);
  if (billing) data.billing_details = billing;
  return data;
}

export function cardBrand(values: Values): string | undefined {
  const digits = digitsOf(values.number ?? '');
  if (!digits) return undefined;
  return apiCardBrand(detectCardBrand(digits));
}
