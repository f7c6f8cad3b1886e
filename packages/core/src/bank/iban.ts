import {
  electronicFormatIBAN,
  friendlyFormatIBAN,
  getCountrySpecifications,
  isSEPACountry,
  ValidationErrorsIBAN,
  validateIBAN,
} from 'ibantools';
import { fieldError } from '../errors/field-error.js';
import { fail, ok, type Result } from '../result.js';

/** SEPA micro-deposit screens show the IBAN's last 4 characters (docs/confirmation.md#constants). */
export const IBAN_LAST4_LENGTH = 4;

export interface ValidIban {
  /** Electronic format: upper case, no spaces. */
  iban: string;
  /** Grouped by 4 for display. */
  formatted: string;
  /** The country, from the first two characters. */
  country: string;
  last4: string;
}

/** The country of an IBAN or bank account number, from its first two characters. */
export function ibanCountry(value: string): string {
  return (electronicFormatIBAN(value) ?? '').slice(0, 2);
}

/**
 * Checks an IBAN with ibantools: empty or too short for its country gives incomplete_iban,
 * an unknown country invalid_iban_country_code, anything else wrong (format, checksum)
 * invalid_iban. A failed national check digit alone does not make it invalid.
 */
export function validateIban(value: string, options: { sepaOnly?: boolean } = {}): Result<ValidIban> {
  const iban = electronicFormatIBAN(value) ?? '';
  if (iban === '') return fail(fieldError('incomplete_iban', 'iban'));
  const country = iban.slice(0, 2);
  const spec = getCountrySpecifications()[country];
  // `sepaOnly`: the iban element's supportedCountries ['SEPA'] takes the IBANs of SEPA members only.
  if (!/^[A-Z]{2}$/.test(country) || !spec?.chars || (options.sepaOnly && !isSEPACountry(country))) {
    return iban.length < 2
      ? fail(fieldError('incomplete_iban', 'iban'))
      : fail(fieldError('invalid_iban_country_code', 'iban'));
  }
  const result = validateIBAN(iban);
  // National check digits (e.g. the French RIB key) are not part of the IBAN standard, and
  // processors accept IBANs that fail them (Stripe's own test IBANs do): mod-97 guards typos.
  const valid =
    result.valid ||
    result.errorCodes.every((code) => code === ValidationErrorsIBAN.WrongAccountBankBranchChecksum);
  if (valid) {
    return ok({
      iban,
      formatted: friendlyFormatIBAN(iban) ?? iban,
      country,
      last4: iban.slice(-IBAN_LAST4_LENGTH),
    });
  }
  if (result.errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength) && iban.length < spec.chars) {
    return fail(fieldError('incomplete_iban', 'iban'));
  }
  return fail(fieldError('invalid_iban', 'iban'));
}

/** Formats an IBAN as typed: upper case, groups of 4 characters. */
export function formatIbanInput(value: string): string {
  const iban = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
