import { FIELD_ERRORS, validateEmail } from '@payframe/core/form';
import type { validatePhone } from '@payframe/core/phone';
import type { LinkChoice } from '@payframe/js/protocol';
import type { FieldError } from '../../methods/types.js';

/** The "Save my info for faster checkout with Link" box and the fields it reveals. */
export interface OptInValues {
  checked: boolean;
  email: string;
  phone: string;
  /** The phone's country (ISO code): numbers typed without +code are read in it. */
  phoneCountry: string;
  name: string;
}

export type OptInField = 'email' | 'phone' | 'name';
export type OptInErrors = Partial<Record<OptInField, FieldError>>;

export interface OptInRules {
  /** libphonenumber-js through core (the payment frame loads it when the box is ticked). */
  validatePhone: typeof validatePhone;
  /** docs/link.md#validation: the legal name is asked for when required (see nameRequired). */
  nameRequired: boolean;
}

export function initialOptIn(country: string, email = ''): OptInValues {
  return { checked: false, email, phone: '', phoneCountry: country, name: '' };
}

/**
 * Link asks a new shopper's full name outside the US (the sign-up's legal_name), as Link's own
 * sign-up forms do: the merchant's country decides, since the shopper's is not known yet.
 */
export function nameRequired(merchantCountry: string): boolean {
  return merchantCountry.toUpperCase() !== 'US';
}

/**
 * docs/link.md#validation, sign-up: a non-empty, well-formed e-mail; a phone (the non-blocking-optional
 * default needs one), checked by format for its country; the name when required. An unticked box
 * has nothing to check.
 */
export function optInErrors(values: OptInValues, rules: OptInRules): OptInErrors {
  if (!values.checked) return {};
  const errors: OptInErrors = {};
  const email = validateEmail(values.email);
  if (!email.ok) errors.email = pick(email.error);
  const phone = rules.validatePhone(values.phone, { country: values.phoneCountry, required: 'always' });
  if (!phone.ok) errors.phone = pick(phone.error);
  if (rules.nameRequired && values.name.trim() === '')
    errors.name = { code: 'incomplete_name', message: FIELD_ERRORS.incomplete_name };
  return errors;
}

/** The sign-up the controller runs when confirming (null when unticked or not valid). */
export function signUpChoice(values: OptInValues, rules: OptInRules): LinkChoice | null {
  if (!values.checked || Object.keys(optInErrors(values, rules)).length > 0) return null;
  const phone = rules.validatePhone(values.phone, { country: values.phoneCountry, required: 'always' });
  if (!phone.ok || !phone.value) return null;
  const choice: LinkChoice = {
    kind: 'signUp',
    // docs/link.md#validation: the sign-up e-mail is trimmed and lower-cased.
    email: values.email.trim().toLowerCase(),
    phone: phone.value.e164,
    country: (phone.value.country ?? values.phoneCountry).toUpperCase(),
  };
  const name = values.name.trim();
  return name ? { ...choice, legalName: name } : choice;
}

function pick(error: { code?: string; message: string }): FieldError {
  return { code: error.code ?? 'invalid', message: error.message };
}
