import { randomInt, timingSafeEqual } from 'node:crypto';
import { LINK_TEST_MODE_CODE } from '@payframe/core';

/** Digits of a one-time code. */
export const CODE_LENGTH = 6;
/** How long a code may be used after it was sent. */
export const CODE_TTL_SECONDS = 10 * 60;
/** Wrong entries a code survives: the next wrong one locks it, and a new code must be sent. */
export const CODE_MAX_ATTEMPTS = 5;

/** A code as stored: never the code itself, only its keyed hash. */
export interface CodeState {
  hash: string;
  expires_at: number;
  /** Wrong entries so far. */
  attempts: number;
  used: boolean;
}

export type CodeOutcome =
  | { result: 'verified'; state: CodeState }
  | { result: 'wrong'; state: CodeState; remaining: number }
  | { result: 'locked'; state: CodeState }
  | { result: 'expired'; state: CodeState }
  | { result: 'used'; state: CodeState };

/** A random code, uniformly drawn: `randomInt` has no modulo bias. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

export function newCodeState(hash: string, now: number): CodeState {
  return { hash, expires_at: now + CODE_TTL_SECONDS, attempts: 0, used: false };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * One entry of a code. `hashOf` turns the entry into the stored hash form. In test mode
 * 000000 verifies whatever was sent (the simulator's code), but still not a used or locked
 * code: the rules a shopper meets are the same in both modes.
 */
export function attemptCode(
  state: CodeState,
  entered: string,
  hashOf: (code: string) => string,
  options: { now: number; livemode: boolean },
): CodeOutcome {
  if (state.used) return { result: 'used', state };
  if (state.attempts >= CODE_MAX_ATTEMPTS) return { result: 'locked', state };
  if (options.now >= state.expires_at) return { result: 'expired', state };
  const code = entered.trim();
  const testCode = !options.livemode && code === LINK_TEST_MODE_CODE;
  if (testCode || (/^\d+$/.test(code) && sameText(hashOf(code), state.hash))) {
    return { result: 'verified', state: { ...state, used: true } };
  }
  const next = { ...state, attempts: state.attempts + 1 };
  if (next.attempts >= CODE_MAX_ATTEMPTS) return { result: 'locked', state: next };
  return { result: 'wrong', state: next, remaining: CODE_MAX_ATTEMPTS - next.attempts };
}
