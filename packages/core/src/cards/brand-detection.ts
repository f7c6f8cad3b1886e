import { BRAND_PREFIXES, type CardBrand, type PrefixPattern } from './brands.js';
import { toAsciiDigits } from './digits.js';

type KnownBrand = Exclude<CardBrand, 'unknown'>;

function bounds(pattern: PrefixPattern): readonly [string, string] {
  return typeof pattern === 'string' ? [pattern, pattern] : pattern;
}

/** The pattern's length when `digits` fully contains a matching prefix, else 0. */
function fullMatchLength(digits: string, pattern: PrefixPattern): number {
  const [low, high] = bounds(pattern);
  if (digits.length < low.length) return 0;
  const head = digits.slice(0, low.length);
  return head >= low && head <= high ? low.length : 0;
}

/** Whether `digits`, shorter than the pattern, could still grow into a match. */
function couldMatch(digits: string, pattern: PrefixPattern): boolean {
  const [low, high] = bounds(pattern);
  if (digits.length >= low.length) return false;
  return digits >= low.slice(0, digits.length) && digits <= high.slice(0, digits.length);
}

/**
 * The card brand of a (partial) card number. The longest fully matched prefix wins; when no
 * prefix is complete yet, a brand is named only if every prefix the digits could grow into
 * belongs to it. Anything else is `unknown`.
 */
export function detectCardBrand(cardNumber: string): CardBrand {
  const digits = toAsciiDigits(cardNumber).replace(/\D/g, '');
  if (digits.length === 0) return 'unknown';
  let best: KnownBrand | undefined;
  let bestLength = 0;
  const candidates = new Set<KnownBrand>();
  for (const [brand, patterns] of Object.entries(BRAND_PREFIXES) as [
    KnownBrand,
    readonly PrefixPattern[],
  ][]) {
    for (const pattern of patterns) {
      const length = fullMatchLength(digits, pattern);
      if (length > bestLength) {
        best = brand;
        bestLength = length;
      }
      if (couldMatch(digits, pattern)) candidates.add(brand);
    }
  }
  if (best) return best;
  const [only] = candidates;
  return candidates.size === 1 && only ? only : 'unknown';
}
