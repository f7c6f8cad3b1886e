import { DEFAULT_COUNTRY } from '@payframe/core/constants';
import { isKnownCountry, validateEmail, validateName, validatePostalCode } from '@payframe/core/form';
import { type DeferredName, deferred } from '../deferred/modules.js';
import { browserLanguages, defaultCountry } from '../i18n/default-country.js';
import type { FieldError, MethodContext, Values } from '../methods/types.js';
import type { AddressFormField, AddressFormOptions } from '../ui/address-form.js';

/**
 * The billing details a payment method collects, shared by every method folder: the fields
 * shown for the merchant's `fields.billingDetails` and what the method itself needs, their
 * validation with core's rules, initial values from `defaultValues`, and `billing_details`.
 */

/** What a method needs of the address: nothing, country and postal code (cards), or all of it. */
export type AddressNeed = 'none' | 'postal' | 'full';

/** Countries whose card billing asks for a postal code when only country and postal code are shown (as Stripe's). */
const POSTAL_CODE_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA', 'GB']);

export function showsPostalCode(country: string): boolean {
  return POSTAL_CODE_COUNTRIES.has(country);
}

/**
 * The address shown: 'if_required' shows only what the method needs to pay (a card needs
 * none); a street part named 'auto' in the object form, or a method that needs it, shows the
 * full address laid out for the country; else what the method needs.
 */
export function addressMode(context: Pick<MethodContext, 'billing'>, need: AddressNeed): AddressNeed {
  const { billing } = context;
  if (billing.address === 'if_required') return need === 'full' ? 'full' : 'none';
  if (billing.requested.fullAddress || need === 'full') return 'full';
  return need;
}

const OMIT_BY_PART: ReadonlyArray<[keyof MethodContext['billing']['addressParts'], AddressFormField]> = [
  ['line1', 'addressLine1'],
  ['line2', 'addressLine2'],
  ['city', 'locality'],
  ['state', 'administrativeArea'],
  ['postalCode', 'postalCode'],
];

function addressOptions(context: MethodContext): AddressFormOptions {
  const omit = OMIT_BY_PART.filter(([part]) => context.billing.addressParts[part] === 'never').map(
    ([, field]) => field,
  );
  return { omit };
}

/** Whether a contact field shows: asked for by name, or the name line of a full address asked for. */
function showsContact(context: Pick<MethodContext, 'billing'>, field: 'name' | 'email' | 'phone'): boolean {
  const { billing } = context;
  if (billing[field] === 'never') return false;
  return billing.requested[field] || (field === 'name' && billing.requested.fullAddress);
}

/** The deferred modules the billing fields may show with these options: phone rules, the full address. */
export function billingNeeds(context: Pick<MethodContext, 'billing'>, need: AddressNeed): DeferredName[] {
  const needs: DeferredName[] = [];
  if (showsContact(context, 'phone')) needs.push('phone');
  if (addressMode(context, need) === 'full') needs.push('address');
  return needs;
}

/** The billing fields shown, in display order: name, email, phone, country, the address. */
export function billingFields(values: Values, context: MethodContext, need: AddressNeed): string[] {
  const { billing } = context;
  const fields: string[] = (['name', 'email', 'phone'] as const).filter((field) =>
    showsContact(context, field),
  );
  const mode = addressMode(context, need);
  if (mode === 'none') return fields;
  const country = values.country ?? '';
  if (billing.addressParts.country !== 'never') fields.push('country');
  if (mode === 'full') fields.push(...deferred('address').addressFields(country, addressOptions(context)));
  else if (showsPostalCode(country) && billing.addressParts.postalCode !== 'never') fields.push('postalCode');
  return fields;
}

type Errors = Partial<Record<string, FieldError>>;

function put(
  errors: Errors,
  field: string,
  result: { ok: boolean; error?: { code?: string; message: string } },
) {
  if (!result.ok && result.error)
    errors[field] = { code: result.error.code ?? 'invalid', message: result.error.message };
}

export function validateBilling(values: Values, context: MethodContext, need: AddressNeed): Errors {
  const fields = billingFields(values, context, need);
  const errors: Errors = {};
  const country = values.country ?? '';
  if (fields.includes('name')) put(errors, 'name', validateName({ name: values.name ?? '' }, 'full'));
  if (fields.includes('email'))
    put(errors, 'email', validateEmail(values.email ?? '', { autofilled: false }));
  if (fields.includes('phone'))
    put(
      errors,
      'phone',
      deferred('phone').validatePhone(values.phone ?? '', { country, required: 'always' }),
    );
  if (fields.includes('country') && !isKnownCountry(country))
    errors.country = { code: 'incomplete_address', message: 'Your address is incomplete.' };
  if (addressMode(context, need) === 'full') {
    Object.assign(
      errors,
      deferred('address').validateAddressFields(values, country, addressOptions(context)),
    );
  } else if (fields.includes('postalCode')) {
    // Country and postal code only (US, CA, GB, whose formats all have one): no address formats needed.
    put(errors, 'postalCode', validatePostalCode(country, (values.postalCode ?? '').trim()));
  }
  for (const field of Object.keys(errors)) if (!fields.includes(field)) delete errors[field];
  return errors;
}

/** Initial billing values: `defaultValues.billingDetails`, the country as `defaultCountry` picks it. */
export function billingInitialValues(context: MethodContext, languages = browserLanguages()): Values {
  const { defaults } = context;
  const address = defaults.address ?? {};
  const country =
    defaultCountry({ given: address.country, languages, merchantCountry: context.session.merchantCountry }) ??
    DEFAULT_COUNTRY;
  return {
    name: defaults.name ?? '',
    email: defaults.email ?? '',
    phone: defaults.phone ?? '',
    country,
    addressLine1: address.line1 ?? '',
    addressLine2: address.line2 ?? '',
    locality: address.city ?? '',
    administrativeArea: address.state ?? '',
    postalCode: address.postal_code ?? '',
  };
}

/** The `billing_details` of what was shown (null when nothing was). */
export function billingDetailsData(
  values: Values,
  context: MethodContext,
  need: AddressNeed,
): Record<string, unknown> | null {
  const fields = billingFields(values, context, need);
  const details: Record<string, unknown> = {};
  for (const field of ['name', 'email', 'phone'] as const) {
    if (fields.includes(field)) details[field] = (values[field] ?? '').trim();
  }
  const mode = addressMode(context, need);
  if (mode !== 'none') {
    const country = values.country ?? '';
    const address: Record<string, string> =
      mode === 'full'
        ? deferred('address').addressPayload(values, country, addressOptions(context))
        : { country };
    const postalCode = (values.postalCode ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
    if (mode !== 'full' && fields.includes('postalCode') && postalCode) address.postal_code = postalCode;
    if (!fields.includes('country')) delete address.country;
    if (Object.keys(address).length > 0) details.address = address;
  }
  return Object.keys(details).length > 0 ? details : null;
}
