import { invalidRequest } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';

const FORBIDDEN_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);

/**
 * A return_url must be an absolute URL the shopper's browser (or app, with its own scheme)
 * can be sent back to; script and data URLs never are. With an account allow-list (`allowed`
 * not empty), its origin must be one of them.
 */
export function checkReturnUrl(value: string | null, allowed: readonly string[] = []): string | null {
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidRequest('Not a valid URL', 'return_url', 'url_invalid');
  }
  if (FORBIDDEN_SCHEMES.has(url.protocol))
    throw invalidRequest('Not a valid URL', 'return_url', 'url_invalid');
  if (allowed.length > 0 && !allowed.includes(url.origin)) {
    throw invalidRequest(
      `The return_url's origin (${url.origin}) is not one of the origins this account allows: ${allowed.join(', ')}.`,
      'return_url',
      'url_invalid',
    );
  }
  return value;
}

/** The account's allow-list, read only when a return_url is given (no round trip otherwise). */
export async function allowedReturnOrigins(
  ctx: Pick<ServiceContext, 'app' | 'db' | 'scope'>,
  returnUrl: string | null | undefined,
): Promise<string[]> {
  return returnUrl ? ctx.app.returnOrigins.of(ctx.db, ctx.scope.accountId) : [];
}
