import {
  AsYouType,
  type CountryCode,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min';
import { resolveCountryCode } from '../address/country-code.js';
import { fieldError } from '../errors/field-error.js';
import { fail, ok, type Result } from '../result.js';

/** Whether the phone field is asked for (docs/link.md#validation): auto (optional), always (required), never (hidden). */
export const PHONE_REQUIREMENTS = ['auto', 'always', 'never'] as const;

export type PhoneRequirement = (typeof PHONE_REQUIREMENTS)[number];

export interface PhoneOptions {
  /** The shopper's country, for numbers typed without a country code. */
  country?: string | undefined;
  required?: PhoneRequirement | undefined;
}

export interface PhoneNumberValue {
  /** E.164, e.g. +14155550100: what the payload sends. */
  e164: string;
  national: string;
  international: string;
  /** The number's region code, AC and TA given as SH, when libphonenumber-js can tell. */
  country: string | undefined;
}

function defaultCountry(country: string | undefined): CountryCode | undefined {
  return country ? (resolveCountryCode(country) as CountryCode) : undefined;
}

/**
 * Checks a phone number with libphonenumber-js. Empty is an error (incomplete_phone_number)
 * only when the phone is required 'always'; with 'never' the field is not collected and the
 * answer is null. A number too short is incomplete_phone_number, any other bad number
 * invalid_phone_number.
 */
export function validatePhone(value: string, options: PhoneOptions = {}): Result<PhoneNumberValue | null> {
  const required = options.required ?? 'auto';
  const text = value.trim();
  if (required === 'never') return ok(null);
  if (text === '')
    return required === 'always' ? fail(fieldError('incomplete_phone_number', 'phone')) : ok(null);
  const country = defaultCountry(options.country);
  if (validatePhoneNumberLength(text, country) === 'TOO_SHORT') {
    return fail(fieldError('incomplete_phone_number', 'phone'));
  }
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed?.isValid()) return fail(fieldError('invalid_phone_number', 'phone'));
  return ok({
    e164: parsed.number,
    national: parsed.formatNational(),
    international: parsed.formatInternational(),
    country: parsed.country ? resolveCountryCode(parsed.country) : undefined,
  });
}

/** Formats a phone number as it is typed, in the country's national style or international with a +. */
export function formatPhoneInput(value: string, country?: string): string {
  return new AsYouType(defaultCountry(country)).input(value);
}
