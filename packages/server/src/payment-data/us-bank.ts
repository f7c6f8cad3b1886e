import { validateUsAccountNumber, validateUsRoutingNumber } from '@payframe/core';
import { invalidRequest } from '../kernel/errors.js';
import { nested } from './param-path.js';

export interface ValidUsBankAccount {
  routingNumber: string;
  accountNumber: string;
  last4: string;
  /** What is sealed in the vault and fingerprinted: the routing and account numbers together. */
  secret: string;
}

/**
 * Checks a US bank account typed by hand with core's rules: a 9-digit ABA routing number whose
 * check digit is right, and an account number of 4 to 17 digits. `param` names the hash
 * (`us_bank_account`), so each error names its own parameter.
 */
export function validateUsBankAccount(
  routingNumber: string | undefined,
  accountNumber: string | undefined,
  param: string,
): ValidUsBankAccount {
  const routingParam = nested(param, 'routing_number');
  const accountParam = nested(param, 'account_number');
  if (routingNumber === undefined || routingNumber === '') {
    throw invalidRequest(`Missing required param: ${routingParam}.`, routingParam, 'parameter_missing');
  }
  if (accountNumber === undefined || accountNumber === '') {
    throw invalidRequest(`Missing required param: ${accountParam}.`, accountParam, 'parameter_missing');
  }
  const routing = validateUsRoutingNumber(routingNumber);
  if (!routing.ok) {
    throw invalidRequest(
      routing.error === 'incomplete' ? 'Routing number must have 9 digits.' : 'Invalid routing number.',
      routingParam,
      'routing_number_invalid',
    );
  }
  const account = validateUsAccountNumber(accountNumber);
  if (!account.ok) {
    throw invalidRequest(
      'The account number you provided is invalid: it must have 4 to 17 digits.',
      accountParam,
      'account_number_invalid',
    );
  }
  return {
    routingNumber: routing.value,
    accountNumber: account.value.accountNumber,
    last4: account.value.last4,
    secret: `${routing.value}:${account.value.accountNumber}`,
  };
}

/** The routing and account numbers of a sealed US bank account secret. */
export function openUsBankSecret(secret: string): { routingNumber: string; accountNumber: string } {
  const [routingNumber = '', accountNumber = ''] = secret.split(':');
  return { routingNumber, accountNumber };
}
