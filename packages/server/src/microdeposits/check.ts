import { invalidRequest } from '../kernel/errors.js';
import { MAX_ATTEMPTS, type Verification } from './verification.js';

/** What the shopper read off their statement: two amounts in cents, or the 6-character code. */
export interface MicrodepositAnswer {
  amounts?: number[] | undefined;
  descriptor_code?: string | undefined;
}

/** An error of the verification, in the shape of an intent's last error. */
export interface VerificationError {
  type: 'invalid_request_error';
  code: string;
  message: string;
  param?: string;
}

/**
 * What checking an answer did: verified; wrong (one attempt used, `attemptsLeft` more); or the
 * verification is over (too many wrong answers, or too late) and the attempt fails.
 */
export type CheckOutcome =
  | { kind: 'verified' }
  | { kind: 'wrong'; error: VerificationError }
  | { kind: 'ended'; error: VerificationError };

const MESSAGES = {
  amounts_mismatch: 'The amounts provided do not match the amounts that were sent to the bank account.',
  descriptor_code_mismatch: 'The verification code provided does not match the one sent to the bank account.',
  attempts_exceeded: `You have exceeded the number of allowed verification attempts (${MAX_ATTEMPTS}).`,
  timeout: 'The bank account was not verified with microdeposits within the required period.',
} as const;

function ended(key: 'attempts_exceeded' | 'timeout'): VerificationError {
  return {
    type: 'invalid_request_error',
    code: `payment_method_microdeposit_verification_${key}`,
    message: MESSAGES[key],
  };
}

/**
 * Refuses an answer that is not one: neither or both kinds, not two amounts, a kind the bank
 * did not send. These use no attempt (nothing was compared), as at Stripe.
 */
function checkShape(verification: Verification, answer: MicrodepositAnswer): void {
  const { amounts, descriptor_code: code } = answer;
  if (amounts === undefined && code === undefined) {
    throw invalidRequest(
      'You must provide either amounts or descriptor_code.',
      'amounts',
      'parameter_missing',
    );
  }
  if (amounts !== undefined && code !== undefined) {
    throw invalidRequest(
      'You may only specify one of these parameters: amounts, descriptor_code.',
      'amounts',
    );
  }
  const expected = verification.data.microdeposit_type;
  if (amounts !== undefined) {
    if (expected !== 'amounts') {
      throw invalidRequest(
        'This bank account was sent a microdeposit with a descriptor code: verify it with descriptor_code.',
        'amounts',
      );
    }
    if (amounts.length !== 2 || amounts.some((amount) => !Number.isInteger(amount) || amount <= 0)) {
      throw invalidRequest(
        'Please provide exactly two positive amounts in cents.',
        'amounts',
        'payment_method_microdeposit_verification_amounts_invalid',
      );
    }
  } else if (expected !== 'descriptor_code') {
    throw invalidRequest(
      'This bank account was sent two microdeposits: verify it with their amounts.',
      'descriptor_code',
    );
  }
}

/** Test amounts (10 and 11 cents) that exceed the allowed attempts at once in test mode. */
const LOCKING_TEST_AMOUNTS: readonly number[] = [10, 11];

/** Whether two lists hold the same amounts, in any order. */
function sameAmounts(given: readonly number[] | undefined, sent: readonly number[]): boolean {
  if (!given) return false;
  const a = [...given].sort((x, y) => x - y);
  const b = [...sent].sort((x, y) => x - y);
  return a.length === b.length && a.every((amount, i) => amount === b[i]);
}

/** Whether the answer matches what was deposited (amounts in any order; the code in any case). */
function matches(verification: Verification, answer: MicrodepositAnswer): boolean {
  if (answer.amounts) return sameAmounts(answer.amounts, verification.data.amounts);
  return answer.descriptor_code?.trim().toUpperCase() === verification.data.descriptor_code;
}

/**
 * Checks an answer against a pending verification and moves it on (the caller saves it):
 * verified; or one more wrong attempt, locked at the limit; or ended when it came too late.
 */
export function checkAnswer(
  verification: Verification,
  answer: MicrodepositAnswer,
  now: number,
): CheckOutcome {
  if (now > verification.data.expires_at) {
    verification.status = 'locked';
    return { kind: 'ended', error: ended('timeout') };
  }
  checkShape(verification, answer);
  // Stripe's test amounts that use up every attempt at once, to try the locked verification.
  if (!verification.scope.livemode && sameAmounts(answer.amounts, LOCKING_TEST_AMOUNTS)) {
    verification.data.attempts = MAX_ATTEMPTS;
    verification.status = 'locked';
    return { kind: 'ended', error: ended('attempts_exceeded') };
  }
  if (matches(verification, answer)) {
    verification.status = 'verified';
    return { kind: 'verified' };
  }
  verification.data.attempts += 1;
  if (verification.data.attempts >= MAX_ATTEMPTS) {
    verification.status = 'locked';
    return { kind: 'ended', error: ended('attempts_exceeded') };
  }
  const key = answer.amounts ? 'amounts_mismatch' : 'descriptor_code_mismatch';
  return {
    kind: 'wrong',
    error: {
      type: 'invalid_request_error',
      code: `payment_method_microdeposit_verification_${key}`,
      message: `${MESSAGES[key]} You have ${MAX_ATTEMPTS - verification.data.attempts} attempts remaining.`,
      param: answer.amounts ? 'amounts' : 'descriptor_code',
    },
  };
}
