import type { AddressSuggestion, SuggestedAddress } from './provider.js';

/** Lower case, no accents, punctuation as spaces: "Rue de Rivoli," and "rue de rivoli" match. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function tokens(text: string): string[] {
  const normalized = normalizeForSearch(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/** The one line a suggestion shows: line 1, city, region and postal code. */
export function describeAddress(address: SuggestedAddress): string {
  const place = [address.postal_code, address.city].filter(Boolean).join(' ');
  return [address.line1, address.line2, place, address.state].filter(Boolean).join(', ');
}

/**
 * How well an address matches a query, 0 for no match. Every token of the query must be the
 * start of a token of the address (the last one may be typed halfway); an address whose line 1
 * starts with the query ranks first. Scripts without spaces (Japanese) match by substring.
 */
export function matchScore(query: string, address: SuggestedAddress): number {
  const wanted = tokens(query);
  if (wanted.length === 0) return 0;
  const haystack = [address.line1, address.line2, address.city, address.state, address.postal_code]
    .filter(Boolean)
    .join(' ');
  const words = tokens(haystack);
  const all = normalizeForSearch(haystack);
  const matched = wanted.every(
    (token) => words.some((word) => word.startsWith(token)) || all.includes(token),
  );
  if (!matched) return 0;
  const line1 = normalizeForSearch(address.line1);
  const whole = normalizeForSearch(query);
  if (line1.startsWith(whole)) return 3;
  return line1.includes(whole) ? 2 : 1;
}

/** The best matches of a list, best first, ties in list order. */
export function bestMatches(
  query: string,
  addresses: readonly SuggestedAddress[],
  limit: number,
  idOf: (address: SuggestedAddress, index: number) => string,
): AddressSuggestion[] {
  return addresses
    .map((address, index) => ({ address, index, score: matchScore(query, address) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ address, index }) => ({
      id: idOf(address, index),
      description: describeAddress(address),
      address,
    }));
}
