/** Hosted pages whose last path segment is a bearer token: whoever has the URL sees the page. */
const TOKEN_PAGES = /^\/(receipts|mandates)\/([^/]+)\/[^/]+$/;

/**
 * The path of a request as the request log writes it: without the query string (it may carry a
 * client secret) and with the token segment of a receipt or mandate page replaced, since a
 * log reader must not be able to open those pages.
 */
export function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(TOKEN_PAGES, '/$1/$2/[redacted]');
}
