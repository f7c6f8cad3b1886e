import { randomFillSync } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Random bytes are drawn from the system in blocks and each byte is used once: one system
 * call per few dozen ids instead of one per id (ids, secrets and tokens are on the hot path).
 */
const pool = Buffer.alloc(4096);
let next = pool.length;

function randomByte(): number {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  return pool[next++]!;
}

/** A random base62 string; 24 characters carry about 143 bits. */
export function randomToken(length = 24): string {
  let out = '';
  while (out.length < length) {
    const b = randomByte();
    // Rejection sampling keeps the distribution uniform: 248 = 62 * 4.
    if (b < 248) out += ALPHABET[b % 62];
  }
  return out;
}

/** Stripe-style object ids: `pi_3Nx...`. */
export function newId(prefix: string, length = 24): string {
  return `${prefix}_${randomToken(length)}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
