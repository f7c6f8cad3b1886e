import { validateAuAccountNumber, validateBsb } from '@payframe/core';
import { invalidRequest } from '../kernel/errors.js';
import { nested } from './param-path.js';

export interface ValidBecsAccount {
  /** 6 digits, without the dash. */
  bsb: string;
  accountNumber: string;
  last4: string;
  /** What is sealed in the vault and fingerprinted: the BSB and the account number together. */
  secret: string;
}

/**
 * Checks an Australian bank account with core's rules: a BSB of 6 digits (`000-000` accepted)
 * and an account number of 5 to 9 digits. `param` names the hash (`au_becs_debit`), so each
 * error names its own parameter.
 */
export function validateBecsAccount(
  bsbNumber: string | undefined,
  accountNumber: string | undefined,
  param: string,
): ValidBecsAccount {
  const bsbParam = nested(param, 'bsb_number');
  const accountParam = nested(param, 'account_number');
  if (bsbNumber === undefined || bsbNumber === '') {
    throw invalidRequest(`Missing required param: ${bsbParam}.`, bsbParam, 'parameter_missing');
  }
  if (accountNumber === undefined || accountNumber === '') {
    throw invalidRequest(`Missing required param: ${accountParam}.`, accountParam, 'parameter_missing');
  }
  const bsb = validateBsb(bsbNumber);
  if (!bsb.ok) {
    throw invalidRequest('The BSB number you provided is invalid: it must have 6 digits.', bsbParam);
  }
  const account = validateAuAccountNumber(accountNumber);
  if (!account.ok) {
    throw invalidRequest(
      'The account number you provided is invalid: it must have 5 to 9 digits.',
      accountParam,
    );
  }
  return {
    bsb: bsb.value.bsb,
    accountNumber: account.value.accountNumber,
    last4: account.value.last4,
    secret: `${bsb.value.bsb}:${account.value.accountNumber}`,
  };
}

/** The BSB and account number of a sealed BECS secret. */
export function openBecsSecret(secret: string): { bsb: string; accountNumber: string } {
  const [bsb = '', accountNumber = ''] = secret.split(':');
  return { bsb, accountNumber };
}
