import { REDACTED_VALUE } from '@payframe/core';

/**
 * What a consumer session shows before it is verified: anyone who knows an e-mail address
 * can look it up, so personal details read `[redacted]` until a code (or passkey) proves
 * the shopper holds the account. Card brand and last 4, and the region of an address, stay:
 * they let the shopper recognise their wallet without giving it away.
 */
export function redactText<T extends string | null>(value: T): T | typeof REDACTED_VALUE {
  return value === null || value === '' ? value : REDACTED_VALUE;
}

/** `+14155550123` -> `(***) *** **23`, as the wallet shows a number it may not reveal. */
export function redactPhone(e164: string | null): string | null {
  if (!e164) return null;
  const last2 = e164.slice(-2);
  return e164.startsWith('+1')
    ? `(***) *** **${last2}`
    : `+${'*'.repeat(Math.max(e164.length - 3, 2))}${last2}`;
}

/** Redacts the named fields of an object (a wallet address) in a copy. */
export function redactFields<T extends object>(object: T, fields: readonly (keyof T)[]): T {
  const copy = { ...object };
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === 'string' && value !== '') copy[field] = REDACTED_VALUE as T[keyof T];
  }
  return copy;
}
