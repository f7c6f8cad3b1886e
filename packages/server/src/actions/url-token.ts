import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a page URL's last segment is the token a stored object's URL ends with (a receipt,
 * a mandate): that random part is the page's only credential, so it is compared in
 * constant time.
 */
export function urlTokenMatches(storedUrl: string | undefined, given: string): boolean {
  if (!storedUrl) return false;
  const expected = Buffer.from(storedUrl.slice(storedUrl.lastIndexOf('/') + 1));
  const actual = Buffer.from(given);
  return expected.length > 0 && expected.length === actual.length && timingSafeEqual(expected, actual);
}
