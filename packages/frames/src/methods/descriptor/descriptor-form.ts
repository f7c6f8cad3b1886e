import { FIELD_ERRORS, validateEmail, validateName } from '@payframe/core/form';
import {
  type MethodDescriptor,
  type MethodField,
  validateBankNumber,
  validateBrTaxId,
} from '@payframe/core/methods';
import {
  type AddressNeed,
  billingDetailsData,
  billingFields,
  billingInitialValues,
  billingNeeds,
  validateBilling,
} from '../../billing/billing-fields.js';
import { type DeferredName, deferred } from '../../deferred/modules.js';
import { browserLanguages, defaultCountry } from '../../i18n/default-country.js';
import type { FieldError, MethodContext, Values } from '../types.js';

/**
 * The form of a method that needs nothing of its own, read from its core descriptor: its
 * fields (name and e-mail unless the merchant collects them, IBAN, BSB and account number,
 * bank list, country), the
 * billing details the merchant asks for beyond them, validation with core's rules, and
 * `payment_method_data` built from each field's `apiPath`.
 */

type Errors = Partial<Record<string, FieldError>>;
type InputField = Exclude<MethodField, { kind: 'mandate' | 'card_details' | 'billing_address' }>;

/** The value key of a descriptor field (its input's name); a method's own country is not the address's. */
export function valueKey(field: InputField): string {
  if (field.kind === 'selector') return 'bank';
  if (field.kind === 'country') return 'bankCountry';
  if (field.kind === 'tax_id') return 'taxId';
  if (field.kind === 'au_becs_bsb_number') return 'bsbNumber';
  if (field.kind === 'au_becs_account_number') return 'accountNumber';
  if (field.kind === 'bank_number') return field.number;
  return field.kind;
}

/** Whether a field is one of an Australian bank account's (BECS): drawn and checked by the BECS rules. */
function isBecsField(field: MethodField): boolean {
  return field.kind === 'au_becs_bsb_number' || field.kind === 'au_becs_account_number';
}

function inputFields(descriptor: MethodDescriptor): InputField[] {
  return descriptor.fields.filter(
    (field): field is InputField =>
      field.kind !== 'mandate' && field.kind !== 'card_details' && field.kind !== 'billing_address',
  );
}

/** A method that asks for the billing address gets all of it; otherwise only what the merchant asks for. */
export function addressNeed(descriptor: MethodDescriptor): AddressNeed {
  return descriptor.fields.some((field) => field.kind === 'billing_address') ? 'full' : 'none';
}

/** The method's own fields shown, in its order: name, e-mail and phone step aside when the merchant sets them to never. */
export function ownFields(descriptor: MethodDescriptor, context: MethodContext): InputField[] {
  return inputFields(descriptor).filter(
    (field) =>
      !(field.kind === 'name' || field.kind === 'email' || field.kind === 'phone') ||
      context.billing[field.kind] !== 'never',
  );
}

/** The billing fields the merchant asks for beyond the method's own (phone, the address...). */
export function billingExtras(
  descriptor: MethodDescriptor,
  values: Values,
  context: MethodContext,
): string[] {
  const own = new Set(inputFields(descriptor).map(valueKey));
  return billingFields(values, context, addressNeed(descriptor)).filter((field) => !own.has(field));
}

/** The value that says the shopper confirmed the mandate's details (`yes`), for a method that asks them to. */
export const MANDATE_CONFIRMED = 'mandateConfirmed';

export function descriptorFields(
  descriptor: MethodDescriptor,
  values: Values,
  context: MethodContext,
): string[] {
  return [
    ...ownFields(descriptor, context).map(valueKey),
    ...billingExtras(descriptor, values, context),
    ...(descriptor.confirmsMandate ? [MANDATE_CONFIRMED] : []),
  ];
}

export function descriptorNeeds(
  descriptor: MethodDescriptor,
  context: Pick<MethodContext, 'billing'>,
): DeferredName[] {
  const iban = descriptor.fields.some((field) => field.kind === 'iban');
  const becs = descriptor.fields.some(isBecsField);
  const phone = descriptor.fields.some((field) => field.kind === 'phone');
  const billing = billingNeeds(context, addressNeed(descriptor));
  return [
    ...(iban ? (['iban'] as const) : []),
    ...(becs ? (['becs'] as const) : []),
    ...(phone && !billing.includes('phone') ? (['phone'] as const) : []),
    ...billing,
  ];
}

/**
 * The method's own country (Sofort's bank country), picked as every address country is: the
 * shopper's default address, their browser's region, the merchant's country, among those the
 * method serves; else the first it serves.
 */
function initialCountry(
  countries: readonly string[],
  context: MethodContext,
  languages: readonly string[],
): string {
  const given = context.defaults.address?.country;
  const { merchantCountry } = context.session;
  const allows = (code: string) => countries.includes(code);
  return defaultCountry({ given, languages, merchantCountry, allows }) ?? countries[0] ?? '';
}

export function descriptorInitialValues(
  descriptor: MethodDescriptor,
  context: MethodContext,
  languages: readonly string[] = browserLanguages(),
): Values {
  const values: Values = billingInitialValues(context, languages);
  for (const field of inputFields(descriptor)) {
    if (
      field.kind === 'selector' ||
      field.kind === 'iban' ||
      field.kind === 'tax_id' ||
      field.kind === 'blik_code' ||
      field.kind === 'bank_number' ||
      isBecsField(field)
    )
      values[valueKey(field)] = '';
    if (field.kind === 'country') values.bankCountry = initialCountry(field.countries, context, languages);
  }
  return values;
}

/** The country a method's own phone number is read in: the one country it serves (Konbini's Japan). */
export function phoneCountry(descriptor: MethodDescriptor): string {
  return descriptor.countries?.[0] ?? 'US';
}

function fieldError(field: InputField, value: string, descriptor: MethodDescriptor): FieldError | null {
  const wrap = (result: { ok: boolean; error?: { code?: string; message: string } }) =>
    !result.ok && result.error
      ? { code: result.error.code ?? 'invalid', message: result.error.message }
      : null;
  switch (field.kind) {
    case 'name':
      return wrap(validateName({ name: value }, 'full'));
    case 'email':
      return wrap(validateEmail(value, { autofilled: false }));
    case 'iban':
      return wrap(deferred('iban').validateIban(value));
    case 'au_becs_bsb_number':
      return wrap(deferred('becs').validateBsb(value));
    case 'au_becs_account_number':
      return wrap(deferred('becs').validateAuAccountNumber(value));
    case 'bank_number':
      return wrap(validateBankNumber(field.number, value));
    case 'tax_id':
      return wrap(validateBrTaxId(value));
    case 'phone':
      if (!value && field.optional) return null;
      return wrap(
        deferred('phone').validatePhone(value, { country: phoneCountry(descriptor), required: 'always' }),
      );
    case 'selector':
      if (!value)
        return field.optional
          ? null
          : { code: 'incomplete_payment_details', message: 'Your payment details are incomplete.' };
      return field.banks.some((bank) => bank.id === value)
        ? null
        : { code: 'invalid_bank', message: 'Please select a bank from the list.' };
    case 'country':
      return field.countries.includes(value)
        ? null
        : { code: 'country_not_allowed', message: 'Addresses in this country are not accepted.' };
    case 'blik_code':
      return blikCodeError(value);
    default:
      return null;
  }
}

/** A BLIK code is the 6 digits of the banking app: fewer is incomplete, anything else invalid. */
export function blikCodeError(value: string): FieldError | null {
  if (/\D/.test(value)) return { code: 'invalid_blik_code', message: FIELD_ERRORS.invalid_blik_code };
  if (value.length < 6) return { code: 'incomplete_blik_code', message: FIELD_ERRORS.incomplete_blik_code };
  return value.length === 6 ? null : { code: 'invalid_blik_code', message: FIELD_ERRORS.invalid_blik_code };
}

/** What the shopper types into a BLIK code field: its digits, at most 6. */
export function formatBlikCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}

export function validateDescriptor(
  descriptor: MethodDescriptor,
  values: Values,
  context: MethodContext,
): Errors {
  const errors: Errors = {};
  for (const field of ownFields(descriptor, context)) {
    const error = fieldError(field, (values[valueKey(field)] ?? '').trim(), descriptor);
    if (error) errors[valueKey(field)] = error;
  }
  const billing = validateBilling(values, context, addressNeed(descriptor));
  for (const field of billingExtras(descriptor, values, context))
    if (billing[field]) errors[field] = billing[field];
  // Bacs: the shopper confirms the Direct Debit details they typed before paying with them.
  if (descriptor.confirmsMandate && values[MANDATE_CONFIRMED] !== 'yes')
    errors[MANDATE_CONFIRMED] = {
      code: 'modify_bacs_debit_bank_details',
      message: FIELD_ERRORS.modify_bacs_debit_bank_details,
    };
  return errors;
}

/** Empty until the shopper types or picks something of the method's own (a prefilled country does not count). */
export function isDescriptorEmpty(descriptor: MethodDescriptor, values: Values): boolean {
  return inputFields(descriptor)
    .filter((field) => field.kind !== 'country')
    .every((field) => !values[valueKey(field)]);
}

/** Puts a value where `a[b][c]` says in a nested object. */
function put(target: Record<string, unknown>, apiPath: string, value: string): void {
  const keys = apiPath.match(/[a-z0-9_]+/g) ?? [];
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys.at(-1);
  if (last) node[last] = value;
}

/** A field whose value the confirmation carries in its options (BLIK's code), not in the payment method. */
const OPTIONS_PATH = 'payment_method_options[';
const inOptions = (field: InputField) => field.apiPath.startsWith(OPTIONS_PATH);

function apiValue(field: InputField, raw: string): string {
  if (field.kind === 'iban') return raw.replace(/\s+/g, '').toUpperCase();
  // The BSB is shown 000-000 and a sort code 10-88-00; the API takes their digits.
  if (isBecsField(field) || field.kind === 'bank_number') return raw.replace(/\D/g, '');
  if (field.kind === 'tax_id') return raw.replace(/\D/g, '');
  return raw.trim();
}

export function descriptorPaymentMethodData(
  descriptor: MethodDescriptor,
  values: Values,
  context: MethodContext,
): Record<string, unknown> {
  // The type's own hash is always sent (`ideal: {}` when the bank is chosen at the bank).
  const data: Record<string, unknown> = { type: descriptor.type, [descriptor.type]: {} };
  const billing = billingDetailsData(values, context, addressNeed(descriptor));
  if (billing) data.billing_details = billing;
  for (const field of ownFields(descriptor, context)) {
    if (inOptions(field)) continue;
    const value = apiValue(field, values[valueKey(field)] ?? '');
    const optional = (field.kind === 'selector' || field.kind === 'phone') && field.optional;
    if (value || !optional) put(data, field.apiPath, value);
  }
  return data;
}

/** The confirmation's `payment_method_options` the form fills (`{ blik: { code } }`), or undefined. */
export function descriptorPaymentMethodOptions(
  descriptor: MethodDescriptor,
  values: Values,
  context: MethodContext,
): Record<string, unknown> | undefined {
  const fields = ownFields(descriptor, context).filter(inOptions);
  if (fields.length === 0) return undefined;
  const options: Record<string, unknown> = {};
  for (const field of fields)
    put(
      options,
      field.apiPath.slice(OPTIONS_PATH.length - 1),
      apiValue(field, values[valueKey(field)] ?? ''),
    );
  return options;
}
