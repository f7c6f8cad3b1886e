import { invalidRequest } from '../kernel/errors.js';
import { validateIban } from '../payment-data/iban.js';
import type { CreateTokenParams } from './params.js';

/** Stripe's test routing number (STRIPE TEST BANK); its test account numbers all tokenize. */
export const TEST_ROUTING_NUMBER = '110000000';

/** The currency of a bank account in each country that takes a local account number. */
const LOCAL_CURRENCIES: Record<string, string> = { US: 'usd', CA: 'cad', AU: 'aud', GB: 'gbp', NZ: 'nzd' };

export interface CheckedBankAccount {
  number: string;
  country: string;
  currency: string;
  routing: string | null;
}

const PARAM = 'bank_account';

/** ABA routing numbers: 9 digits whose weighted sum (3, 7, 1) is a multiple of 10. */
export function validAbaRouting(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/**
 * Checks a bank account for a token as Stripe does: a US account needs a valid routing
 * number and a 4 to 17 digit account number; elsewhere in SEPA the account number is an IBAN
 * whose first two letters must be the country. Every refusal is a 400 naming its parameter.
 */
export function checkBankAccount(input: NonNullable<CreateTokenParams['bank_account']>): CheckedBankAccount {
  const country = input.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) {
    throw invalidRequest(
      'Country must be a two-letter ISO code.',
      `${PARAM}[country]`,
      'parameter_invalid_string',
    );
  }
  const raw = input.account_number.replace(/[\s-]/g, '');
  const local = LOCAL_CURRENCIES[country];
  let number = raw;
  if (!local) {
    const iban = validateIban(raw, `${PARAM}[account_number]`);
    if (iban.country !== country) {
      throw invalidRequest(
        `The IBAN's country (${iban.country}) does not match the bank account's country (${country}).`,
        `${PARAM}[account_number]`,
        'account_number_invalid',
      );
    }
    number = iban.iban;
  } else if (!/^\d{4,17}$/.test(raw)) {
    throw invalidRequest(
      'The account number you provided is invalid.',
      `${PARAM}[account_number]`,
      'account_number_invalid',
    );
  }
  const routing = input.routing_number?.replace(/[\s-]/g, '') || null;
  if (country === 'US') {
    if (!routing) {
      throw invalidRequest(
        `Missing required param: ${PARAM}[routing_number].`,
        `${PARAM}[routing_number]`,
        'parameter_missing',
      );
    }
    if (!/^\d{9}$/.test(routing)) {
      throw invalidRequest(
        'Routing number must have 9 digits.',
        `${PARAM}[routing_number]`,
        'routing_number_invalid',
      );
    }
    if (!validAbaRouting(routing)) {
      throw invalidRequest('Invalid routing number.', `${PARAM}[routing_number]`, 'routing_number_invalid');
    }
  }
  const currency = input.currency ?? local ?? 'eur';
  if (local && currency !== local) {
    throw invalidRequest(
      `A bank account in ${country} must use currency \`${local}\`.`,
      `${PARAM}[currency]`,
      'parameter_invalid_string',
    );
  }
  return { number, country, currency, routing };
}
