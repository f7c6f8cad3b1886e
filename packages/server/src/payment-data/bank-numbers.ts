import { BANK_NUMBER_RULES, type BankNumberKind, validateBankNumber } from '@payframe/core';
import { invalidRequest } from '../kernel/errors.js';
import { nested } from './param-path.js';

/** How the API's errors name each number. */
const NOUNS: Readonly<Record<BankNumberKind, string>> = {
  acss_institution_number: 'institution number',
  acss_transit_number: 'transit number',
  acss_account_number: 'account number',
  bacs_sort_code: 'sort code',
  bacs_account_number: 'account number',
};

/**
 * Checks the numbers of a Canadian or UK bank account with core's rules and answers their
 * digits, in the order given. `param` names the hash (`acss_debit`), so each error names its
 * own parameter; a missing number is reported before a wrong one.
 */
export function validateBankNumbers(
  data: Record<string, unknown>,
  kinds: readonly BankNumberKind[],
  param: string,
): string[] {
  for (const kind of kinds) {
    const key = nested(param, BANK_NUMBER_RULES[kind].param);
    const value = data[BANK_NUMBER_RULES[kind].param];
    if (value === undefined || value === '') {
      throw invalidRequest(`Missing required param: ${key}.`, key, 'parameter_missing');
    }
  }
  return kinds.map((kind) => {
    const rule = BANK_NUMBER_RULES[kind];
    const checked = validateBankNumber(kind, String(data[rule.param]));
    if (checked.ok) return checked.value;
    const digits = rule.min === rule.max ? `${rule.min}` : `${rule.min} to ${rule.max}`;
    throw invalidRequest(
      `The ${NOUNS[kind]} you provided is invalid: it must have ${digits} digits.`,
      nested(param, rule.param),
      `invalid_${rule.param}`,
    );
  });
}

/** The numbers of a sealed bank secret (`000:11000:000123456789`), in the order they were sealed. */
export function openBankSecret(secret: string): string[] {
  return secret.split(':');
}
