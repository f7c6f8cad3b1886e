import { formatIbanInput, validateEmail, validateIban, validateName } from '@payframe/core';
import { formatMessage } from '../../i18n/catalogue.js';
import { type Catalogue, EN } from '../../i18n/messages/en.js';
import type { FieldError, MethodContext, Values } from '../types.js';

/** SEPA Direct Debit: name and e-mail (unless the merchant collects them) and the IBAN. */

export function sepaFields(_values: Values, context: MethodContext): string[] {
  const fields: string[] = [];
  if (context.billing.name !== 'never') fields.push('name');
  if (context.billing.email !== 'never') fields.push('email');
  fields.push('iban');
  return fields;
}

export function validateSepa(values: Values, context: MethodContext): Partial<Record<string, FieldError>> {
  const errors: Partial<Record<string, FieldError>> = {};
  const fields = sepaFields(values, context);
  const put = (field: string, result: { ok: boolean; error?: { code?: string; message: string } }) => {
    if (!result.ok && result.error)
      errors[field] = { code: result.error.code ?? 'invalid', message: result.error.message };
  };
  if (fields.includes('name')) put('name', validateName({ name: values.name ?? '' }, 'full'));
  if (fields.includes('email')) put('email', validateEmail(values.email ?? '', { autofilled: false }));
  put('iban', validateIban(values.iban ?? ''));
  return errors;
}

export function isSepaEmpty(values: Values): boolean {
  return !values.name && !values.email && !values.iban;
}

export function sepaPaymentMethodData(values: Values, context: MethodContext): Record<string, unknown> {
  const fields = sepaFields(values, context);
  const billing: Record<string, string> = {};
  if (fields.includes('name')) billing.name = (values.name ?? '').trim();
  if (fields.includes('email')) billing.email = (values.email ?? '').trim();
  const data: Record<string, unknown> = {
    type: 'sepa_debit',
    sepa_debit: { iban: (values.iban ?? '').replace(/\s+/g, '').toUpperCase() },
  };
  if (Object.keys(billing).length > 0) data.billing_details = billing;
  return data;
}

export { formatIbanInput };

/** The mandate the shopper accepts by confirming (shown under the IBAN, class .Text--terms). */
export function sepaMandateText(businessName: string, catalogue: Catalogue = EN): string {
  const merchant = businessName || catalogue['sepa.merchantFallback'];
  return formatMessage(catalogue, 'sepa.mandate', { merchant });
}
