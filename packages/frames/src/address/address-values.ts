import { validateName, validatePhone } from '@payframe/core';
import { isAutocompleteEligible } from '@payframe/core/constants';
import type { AddressValue } from '@payframe/js/protocol';
import type { FieldError, Values } from '../methods/types.js';
import {
  type AddressFormField,
  addressFields,
  addressPayload,
  validateAddressFields,
} from '../ui/address-form.js';
import type { AddressConfig, Contact } from './address-options.js';

/**
 * The Address Element's form, pure: which fields show (the reveal rule), how they validate,
 * and the value getValue(), change events and confirmation read from them.
 */

const ADDRESS_PARTS: readonly AddressFormField[] = [
  'addressLine1',
  'addressLine2',
  'locality',
  'administrativeArea',
  'postalCode',
];

/** The name inputs of a display mode. */
export function nameFields(config: AddressConfig): string[] {
  if (config.nameDisplay === 'split') return ['firstName', 'lastName'];
  return config.nameDisplay === 'organization' ? ['organizationName'] : ['name'];
}

/**
 * docs/link.md#states: until revealed, only the name, the country and line 1 show; every field
 * shows once more than 2 characters are in a non-name field (line 1, usually), or on autofill
 * or a picked suggestion (the caller sets `revealed` then).
 */
export function isRevealed(values: Values, revealed: boolean): boolean {
  return revealed || ADDRESS_PARTS.some((field) => isAutocompleteEligible(values[field] ?? ''));
}

/** The fields shown, in display order: name, country, the country's address fields, phone. */
export function visibleFields(values: Values, config: AddressConfig, revealed: boolean): string[] {
  const country = values.country ?? '';
  const fields = [...nameFields(config), 'country'];
  if (!isRevealed(values, revealed)) return [...fields, 'addressLine1'];
  fields.push(...addressFields(country));
  if (config.showPhone) fields.push('phone');
  return fields;
}

type Errors = Partial<Record<string, FieldError>>;

function phoneRequirement(config: AddressConfig) {
  if (!config.showPhone) return 'never' as const;
  return config.phoneRequired === 'always' ? ('always' as const) : ('auto' as const);
}

/** Every field's error, shown or not (complete means none). */
export function validateAddressForm(values: Values, config: AddressConfig): Errors {
  const country = values.country ?? '';
  const errors: Errors = {};
  const name = validateName(values, config.nameDisplay);
  if (!name.ok && name.error.param) {
    errors[name.error.param] = { code: name.error.code ?? 'invalid', message: name.error.message };
  }
  Object.assign(errors, validateAddressFields(values, country, { blockPoBox: config.blockPoBox }));
  const phone = validatePhone(values.phone ?? '', { country, required: phoneRequirement(config) });
  if (!phone.ok) errors.phone = { code: phone.error.code ?? 'invalid', message: phone.error.message };
  return errors;
}

/** The first field with an error, in the order fields show once all are revealed. */
export function firstInvalid(values: Values, config: AddressConfig): string | null {
  const errors = validateAddressForm(values, config);
  return visibleFields(values, config, true).find((field) => errors[field]) ?? null;
}

export function isAddressEmpty(values: Values): boolean {
  return [...ADDRESS_PARTS, 'name', 'firstName', 'lastName', 'organizationName', 'phone'].every(
    (field) => (values[field] ?? '').trim() === '',
  );
}

/** The full name of the form in its display mode (split joins first and last). */
function fullName(values: Values, config: AddressConfig): string {
  const part = (field: string) => (values[field] ?? '').trim();
  if (config.nameDisplay === 'organization') return part('organizationName');
  if (config.nameDisplay === 'split' && (part('firstName') || part('lastName')))
    return [part('firstName'), part('lastName')].filter(Boolean).join(' ');
  return part('name');
}

/** What getValue() and change events carry: Stripe's shape, line2 null when empty. */
export function addressValue(values: Values, config: AddressConfig): AddressValue {
  const country = values.country ?? '';
  const payload = addressPayload(values, country);
  const value: AddressValue = {
    name: fullName(values, config),
    address: {
      line1: payload.line1 ?? '',
      line2: payload.line2 ?? null,
      city: payload.city ?? '',
      state: payload.state ?? '',
      postal_code: payload.postal_code ?? '',
      country,
    },
  };
  if (config.nameDisplay === 'split') {
    value.firstName = (values.firstName ?? '').trim();
    value.lastName = (values.lastName ?? '').trim();
  }
  if (config.showPhone) {
    const phone = validatePhone(values.phone ?? '', { country });
    value.phone = phone.ok && phone.value ? phone.value.e164 : (values.phone ?? '').trim();
  }
  return value;
}

/** The address as the API takes it (`shipping` or `billing_details`): empty parts left out. */
export function apiAddress(value: AddressValue): Record<string, unknown> {
  const address = Object.fromEntries(Object.entries(value.address).filter(([, part]) => part));
  const details: Record<string, unknown> = { name: value.name, address };
  if (value.phone) details.phone = value.phone;
  return details;
}

/** A saved contact as form values (its name in the display mode's fields). */
export function contactValues(contact: Contact, config: AddressConfig): Values {
  const [first = '', ...rest] = contact.name.trim().split(/\s+/);
  return {
    name: contact.name,
    firstName: config.nameDisplay === 'split' ? first : '',
    lastName: config.nameDisplay === 'split' ? rest.join(' ') : '',
    organizationName: config.nameDisplay === 'organization' ? contact.name : '',
    phone: contact.phone,
    country: contact.address.country,
    addressLine1: contact.address.line1,
    addressLine2: contact.address.line2,
    locality: contact.address.city,
    administrativeArea: contact.address.state,
    postalCode: contact.address.postal_code,
  };
}

/** The values the form starts with, from `defaultValues` (the name split as the display asks). */
export function initialAddressValues(config: AddressConfig, country: string): Values {
  const { defaults } = config;
  const address = defaults.address.country === country ? defaults.address : {};
  return {
    name: defaults.name,
    firstName: defaults.firstName,
    lastName: defaults.lastName,
    organizationName: config.nameDisplay === 'organization' ? defaults.name : '',
    phone: defaults.phone,
    country,
    addressLine1: address.line1 ?? '',
    addressLine2: address.line2 ?? '',
    locality: address.city ?? '',
    administrativeArea: address.state ?? '',
    postalCode: address.postal_code ?? '',
  };
}

/** docs/link.md#states: a new country empties the city, the region and the postal code. */
export function changeCountry(values: Values, country: string): Values {
  return { ...values, country, locality: '', administrativeArea: '', postalCode: '' };
}
