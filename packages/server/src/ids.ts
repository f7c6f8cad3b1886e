import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random base62 string; 24 characters carry about 143 bits. */
export function randomToken(length = 24): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; i < bytes.length && out.length < length; i++) {
    const b = bytes[i]!;
    // Rejection sampling keeps the distribution uniform: 248 = 62 * 4.
    if (b < 248) out += ALPHABET[b % 62];
  }
  return out.length === length ? out : out + randomToken(length - out.length);
}

/** Stripe-style object ids: `pi_3Nx...`. */
export function newId(prefix: string, length = 24): string {
  return `${prefix}_${randomToken(length)}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
