/** A check's answer: the normalised value, or why it was refused. */
export type UsBankCheck<T, E extends string> = { ok: true; value: T } | { ok: false; error: E };

/** Stripe's test routing number (STRIPE TEST BANK): its test account numbers decide what a debit does. */
export const US_TEST_ROUTING_NUMBER = '110000000';

/** US account numbers have 4 to 17 digits. */
export const US_ACCOUNT_NUMBER_MIN = 4;
export const US_ACCOUNT_NUMBER_MAX = 17;

/** The banks a routing number names, where we know it (the test bank; real directories are not bundled). */
const ROUTING_BANKS: Readonly<Record<string, string>> = { [US_TEST_ROUTING_NUMBER]: 'STRIPE TEST BANK' };

/**
 * An ABA routing number: 9 digits whose weighted sum (weights 3, 7, 1 repeated) is a multiple
 * of 10, the check digit every US bank's number carries.
 */
export function validAbaRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** Why a routing number is refused: not 9 digits, or a wrong check digit. */
export type RoutingNumberProblem = 'incomplete' | 'invalid';

/** Checks a typed routing number (spaces and dashes ignored). */
export function validateUsRoutingNumber(input: string): UsBankCheck<string, RoutingNumberProblem> {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) return { ok: false, error: 'incomplete' };
  if (!validAbaRoutingNumber(digits)) return { ok: false, error: 'invalid' };
  return { ok: true, value: digits };
}

/** Checks a typed account number (spaces and dashes ignored): 4 to 17 digits. */
export function validateUsAccountNumber(
  input: string,
): UsBankCheck<{ accountNumber: string; last4: string }, 'invalid'> {
  const digits = input.replace(/[\s-]/g, '');
  if (
    !/^\d+$/.test(digits) ||
    digits.length < US_ACCOUNT_NUMBER_MIN ||
    digits.length > US_ACCOUNT_NUMBER_MAX
  ) {
    return { ok: false, error: 'invalid' };
  }
  return { ok: true, value: { accountNumber: digits, last4: digits.slice(-4) } };
}

/** The bank a routing number belongs to, when known. */
export function usBankName(routing: string): string | null {
  return ROUTING_BANKS[routing] ?? null;
}
