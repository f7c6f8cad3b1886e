import { validateEmail, validateName } from '@payframe/core/form';
import {
  type AddressNeed,
  billingDetailsData,
  billingFields,
  billingInitialValues,
  billingNeeds,
  validateBilling,
} from '../../billing/billing-fields.js';
import { type DeferredName, deferred } from '../../deferred/modules.js';
import { formatMessage } from '../../i18n/catalogue.js';
import { type Catalogue, EN } from '../../i18n/messages/en.js';
import type { FieldError, MethodContext, Values } from '../types.js';

/** SEPA Direct Debit: name and e-mail (unless the merchant collects them) and the IBAN. */

/** A debit needs the account holder's name and e-mail, and no address unless the merchant asks. */
const SEPA_ADDRESS_NEED: AddressNeed = 'none';

/** The billing fields asked for beyond name and e-mail (phone, the full address). */
export function sepaBillingExtras(values: Values, context: MethodContext): string[] {
  return billingFields(values, context, SEPA_ADDRESS_NEED).filter(
    (field) => field !== 'name' && field !== 'email',
  );
}

export function sepaFields(values: Values, context: MethodContext): string[] {
  const fields: string[] = [];
  if (context.billing.name !== 'never') fields.push('name');
  if (context.billing.email !== 'never') fields.push('email');
  fields.push('iban');
  return [...fields, ...sepaBillingExtras(values, context)];
}

/** IBAN rules, and phone rules or the full address when the merchant asks for them. */
export function sepaNeeds(context: Pick<MethodContext, 'billing'>): DeferredName[] {
  return ['iban', ...billingNeeds(context, SEPA_ADDRESS_NEED)];
}

export function sepaInitialValues(context: MethodContext): Values {
  return { ...billingInitialValues(context), iban: '' };
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
  put('iban', deferred('iban').validateIban(values.iban ?? ''));
  const extras = sepaBillingExtras(values, context);
  const billing = validateBilling(values, context, SEPA_ADDRESS_NEED);
  for (const field of extras) if (billing[field]) errors[field] = billing[field];
  return errors;
}

export function isSepaEmpty(values: Values): boolean {
  return !values.name && !values.email && !values.iban;
}

export function sepaPaymentMethodData(values: Values, context: MethodContext): Record<string, unknown> {
  const fields = sepaFields(values, context);
  const billing: Record<string, unknown> = { ...billingDetailsData(values, context, SEPA_ADDRESS_NEED) };
  if (fields.includes('name')) billing.name = (values.name ?? '').trim();
  if (fields.includes('email')) billing.email = (values.email ?? '').trim();
  const data: Record<string, unknown> = {
    type: 'sepa_debit',
    sepa_debit: { iban: (values.iban ?? '').replace(/\s+/g, '').toUpperCase() },
  };
  if (Object.keys(billing).length > 0) data.billing_details = billing;
  return data;
}

/** The mandate the shopper accepts by confirming (shown under the IBAN, class .Text--terms). */
export function sepaMandateText(businessName: string, catalogue: Catalogue = EN): string {
  const merchant = businessName || catalogue['sepa.merchantFallback'];
  return formatMessage(catalogue, 'sepa.mandate', { merchant });
}
