import { invalidRequest } from '../http/errors.js';

const FORBIDDEN_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);

/**
 * A return_url must be an absolute URL the shopper's browser (or app, with its own scheme)
 * can be sent back to; script and data URLs never are.
 */
export function checkReturnUrl(value: string | null): string | null {
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidRequest('Not a valid URL', 'return_url', 'url_invalid');
  }
  if (FORBIDDEN_SCHEMES.has(url.protocol))
    throw invalidRequest('Not a valid URL', 'return_url', 'url_invalid');
  return value;
}
