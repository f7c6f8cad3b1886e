import { validateIban as checkIban } from '@payframe/core';
import { invalidRequest } from '../kernel/errors.js';

/** The countries of the SEPA Direct Debit scheme. */
const SEPA_COUNTRIES = new Set([
  'AD',
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GI',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'SM',
  'VA',
]);

/** Where the bank and branch codes sit in the BBAN (after the 4 leading characters), by country. */
const BANK_CODES: Record<string, { bank: [number, number]; branch?: [number, number] }> = {
  AT: { bank: [0, 5] },
  BE: { bank: [0, 3] },
  DE: { bank: [0, 8] },
  ES: { bank: [0, 4], branch: [4, 8] },
  FR: { bank: [0, 5], branch: [5, 10] },
  IE: { bank: [0, 4], branch: [4, 10] },
  IT: { bank: [1, 6], branch: [6, 11] },
  LU: { bank: [0, 3] },
  NL: { bank: [0, 4] },
  PT: { bank: [0, 4], branch: [4, 8] },
};

export interface ValidIban {
  iban: string;
  country: string;
  bankCode: string | null;
  branchCode: string | null;
  last4: string;
}

/**
 * Checks an IBAN (spaces and case ignored) with core's rules (format, length, mod-97) and
 * that its country is in the SEPA scheme.
 */
export function validateIban(value: string, param: string): ValidIban {
  const checked = checkIban(value);
  const iban = checked.ok ? checked.value.iban : value.replace(/\s/g, '').toUpperCase();
  const country = iban.slice(0, 2);
  const sepa = SEPA_COUNTRIES.has(country);
  if (!checked.ok || !sepa) {
    throw invalidRequest(
      !sepa && /^[A-Z]{2}/.test(iban)
        ? `The IBAN you provided is from a country (${country}) that SEPA Direct Debit does not support.`
        : 'The IBAN you provided is invalid.',
      param,
      'invalid_bank_account_iban',
    );
  }
  const codes = BANK_CODES[country];
  const bban = iban.slice(4);
  return {
    iban,
    country,
    bankCode: codes ? bban.slice(...codes.bank) : null,
    branchCode: codes?.branch ? bban.slice(...codes.branch) : null,
    last4: iban.slice(-4),
  };
}
