import { luhn } from '@payframe/core';

/**
 * Card number rules as the API applies them: brand by longest prefix, the lengths each brand
 * may have on the wire, and security-code lengths. They differ from the card field's rules in
 * @payframe/core on purpose: the API names brands as Stripe's API does (no `elo` or `diners14`)
 * and accepts every length a brand is issued with (Diners Club 14 to 19 digits).
 */
export type CardBrand =
  | 'amex'
  | 'cartes_bancaires'
  | 'diners'
  | 'discover'
  | 'eftpos_au'
  | 'jcb'
  | 'mastercard'
  | 'unionpay'
  | 'visa'
  | 'unknown';

type Prefix = string | readonly [low: string, high: string];

const PREFIXES: Readonly<Record<Exclude<CardBrand, 'unknown' | 'cartes_bancaires' | 'eftpos_au'>, Prefix[]>> =
  {
    visa: ['4'],
    mastercard: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    amex: ['34', '37'],
    discover: ['6011', ['644', '649'], '65'],
    diners: [['300', '305'], '309', '36', '38', '39'],
    jcb: [['3528', '3589']],
    unionpay: ['62', '81'],
  };

/** Number lengths the API accepts per brand (Diners runs 14 to 19, UnionPay 13 to 19...). */
const LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
  diners: [14, 15, 16, 17, 18, 19],
  jcb: [16, 17, 18, 19],
  unionpay: [13, 14, 15, 16, 17, 18, 19],
  cartes_bancaires: [16],
  eftpos_au: [16],
  unknown: [13, 14, 15, 16, 17, 18, 19],
};

function prefixLength(number: string, prefix: Prefix): number {
  if (typeof prefix === 'string') return number.startsWith(prefix) ? prefix.length : 0;
  const [low, high] = prefix;
  const head = number.slice(0, low.length);
  return head.length === low.length && head >= low && head <= high ? low.length : 0;
}

/** The brand a number's prefix names; the longest matching prefix wins. */
export function detectBrand(number: string): CardBrand {
  let best: CardBrand = 'unknown';
  let bestLength = 0;
  for (const [brand, prefixes] of Object.entries(PREFIXES) as [CardBrand, Prefix[]][]) {
    for (const prefix of prefixes) {
      const length = prefixLength(number, prefix);
      if (length > bestLength) {
        best = brand;
        bestLength = length;
      }
    }
  }
  return best;
}

/** The Luhn check, as @payframe/core defines it for every part of Payframe. */
export const passesLuhn: (digits: string) => boolean = luhn;

/** Digits only: spaces and dashes as people type them are dropped, anything else is kept (and fails). */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Whether a number is a plausible card number: digits, a length its brand allows, and Luhn. */
export function isValidCardNumber(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  return LENGTHS[detectBrand(number)].includes(number.length) && passesLuhn(number);
}

/** Security-code lengths: amex takes 4 (3 accepted), unknown brands 3 or 4, the rest 3. */
export function isValidCvc(cvc: string, brand: CardBrand): boolean {
  if (!/^\d+$/.test(cvc)) return false;
  if (brand === 'amex' || brand === 'unknown') return cvc.length === 3 || cvc.length === 4;
  return cvc.length === 3;
}
