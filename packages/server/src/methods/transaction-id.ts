import { randomInt } from 'node:crypto';

/** A made-up transaction reference of the given length in digits, as a bank or wallet would give one. */
export function transactionId(length = 16): string {
  let out = '';
  while (out.length < length) out += String(randomInt(10));
  return out;
}
