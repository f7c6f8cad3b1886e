import { randomInt } from 'node:crypto';

/** `length` random decimal digits. */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

/** An OXXO reference: 18 digits, scanned at the till as the voucher's barcode. */
export function oxxoNumber(): string {
  return randomDigits(18);
}

/** The modulo 10 check digit of a boleto's typed line (weights 2 and 1 from the right, digits of products summed). */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** The general check digit of a boleto's barcode: modulo 11 with weights 2 to 9 from the right; 0, 10 and 11 become 1. */
export function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit >= 10 ? 1 : digit;
}

/** Days from 7 October 1997 to the due date, starting again at 1000 past 9999 (as from 22 February 2025). */
export function dueFactor(dueAt: number): number {
  const base = Date.UTC(1997, 9, 7) / 1000;
  const days = Math.floor((dueAt - base) / 86_400);
  return days > 9999 ? ((days - 1000) % 9000) + 1000 : days;
}

/** Payframe's test issuer code in boletos: no real bank's. */
const TEST_BANK = '999';

export interface BoletoCodes {
  /** The 44 digits the barcode (Interleaved 2 of 5) carries. */
  barcode: string;
  /** The typed line ("linha digitável"), 47 digits in five groups, as printed above the barcode. */
  number: string;
}

/**
 * A boleto's barcode and typed line: issuer, currency (9, real), general check digit, due
 * factor, amount in centavos and a 25-digit free field (here random), laid out as Brazilian
 * banks do, each typed group with its own check digit.
 */
export function boletoCodes(amount: number, dueAt: number, free = randomDigits(25)): BoletoCodes {
  const factor = String(dueFactor(dueAt)).padStart(4, '0');
  const value = String(Math.min(amount, 9_999_999_999)).padStart(10, '0');
  const head = `${TEST_BANK}9`;
  const withoutCheck = `${head}${factor}${value}${free}`;
  const check = mod11(withoutCheck);
  const barcode = `${head}${check}${factor}${value}${free}`;
  const field1 = `${head}${free.slice(0, 5)}`;
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  const group = (field: string, split: number) => {
    const full = `${field}${mod10(field)}`;
    return `${full.slice(0, split)}.${full.slice(split)}`;
  };
  const number = `${group(field1, 5)} ${group(field2, 5)} ${group(field3, 5)} ${check} ${factor}${value}`;
  return { barcode, number };
}

/** The convenience stores Konbini pays at, as the API names them. */
export const KONBINI_STORES = ['familymart', 'lawson', 'ministop', 'seicomart'] as const;

/** Each store's payment code, with the confirmation number the shopper gives at the till. */
export function konbiniStores(
  confirmationNumber: string,
): Record<(typeof KONBINI_STORES)[number], { confirmation_number: string; payment_code: string }> {
  const stores = {} as Record<
    (typeof KONBINI_STORES)[number],
    { confirmation_number: string; payment_code: string }
  >;
  for (const store of KONBINI_STORES)
    stores[store] = { confirmation_number: confirmationNumber, payment_code: randomDigits(12) };
  return stores;
}

/**
 * Konbini's confirmation number: the merchant's (`payment_method_options.konbini.confirmation_number`),
 * else the shopper's phone when it is a Japanese number of 10 or 11 digits, else 11 random digits.
 */
export function konbiniConfirmationNumber(given: unknown, phone: string | null | undefined): string {
  if (typeof given === 'string' && given) return given;
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^81/, '0');
  return /^\d{10,11}$/.test(digits) ? digits : randomDigits(11);
}

/** Payframe's test Multibanco entity (a real one is the payment provider's 5 digits). */
export const MULTIBANCO_TEST_ENTITY = '12345';

/** A Multibanco reference: 9 digits, typed at the ATM after the entity. */
export function multibancoReference(): string {
  return randomDigits(9);
}
