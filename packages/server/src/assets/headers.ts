/** Content types of what the builds hold. */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentType(extension: string): string {
  return TYPES[extension.toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The frame document's policy: everything from the Payframe origin only, with what the
 * Appearance API needs on top and nothing broader: inline styles for the generated rules,
 * https: stylesheets for the `fonts` option's cssSrc (core allows only https:// there), and
 * fonts from https: or data: URLs (its faces' src, and the faces such a stylesheet names).
 * No frame-ancestors and no X-Frame-Options: any merchant page may embed the frames.
 */
export const FRAME_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline' https:; img-src 'self' data:; " +
  "font-src https: data:; connect-src 'self'; frame-src 'self'";

/** Hashed build outputs never change under the same name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points keep their name across builds: always revalidate (ETag). */
export const REVALIDATE = 'no-cache';
