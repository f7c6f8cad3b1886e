import { randomInt } from 'node:crypto';

/** The Luhn check digit that completes `digits` (the number without its last digit). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Doubled from the rightmost digit of the partial number, which sits left of the check digit.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isLuhnValid(number: string): boolean {
  return /^\d+$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === Number(number.at(-1));
}

const digits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');

/**
 * A test-mode virtual card's secrets: a 16-digit Visa number in the 400000 range (as Stripe's
 * test issuing cards are), a three-digit CVC and a four-digit PIN.
 */
export function newCardSecrets(): { number: string; cvc: string; pin: string } {
  const partial = `400000${digits(9)}`;
  return { number: partial + luhnCheckDigit(partial), cvc: digits(3), pin: digits(4) };
}
