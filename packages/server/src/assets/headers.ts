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
 * The frame documents' policy: everything from the Payframe origin, and nothing a merchant page
 * could use to read what a shopper types inside a frame.
 * - `style-src 'self'`: the app's own stylesheet only. Generated styles (the appearance, a Card
 *   Element's `style`) are constructed stylesheets, which the policy does not govern; no merchant
 *   stylesheet is ever loaded (its attribute selectors could read input values).
 * - `font-src https: data:`: merchant fonts, loaded through the FontFace API only, each face loaded
 *   at once whatever the text and with a unicode-range that cannot single out characters typed,
 *   so no font download depends on what is typed (see docs/security.md).
 * - `img-src 'self' data:`, `connect-src 'self'`: nothing leaves for another origin.
 * - `frame-src 'self'`: the 3-D Secure modal frames the server's test page, from the origin it
 *   was itself served from (the modal rewrites a hosted page's URL to its own origin).
 * - `base-uri 'none'`, `form-action 'none'`, `object-src 'none'`: no injected base, form or plugin.
 * No frame-ancestors and no X-Frame-Options: any merchant page may embed the frames.
 */
export const FRAME_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "font-src https: data:; connect-src 'self'; frame-src 'self'; " +
  "base-uri 'none'; form-action 'none'; object-src 'none'";

/** Origins a directive of the frame policy takes beside its own, e.g. a captcha provider's. */
export type ExtraSources = Readonly<Record<string, readonly string[] | undefined>>;

/**
 * The frame policy with another origin allowed where a plugged-in service needs it: a captcha
 * provider's script and widget frame (docs/radar.md#captcha). Only the directives named change;
 * with nothing named it is FRAME_CSP itself, so the built-in captcha loads nothing from a third
 * party.
 */
export function frameCsp(extra: ExtraSources = {}): string {
  return FRAME_CSP.split('; ')
    .map((directive) => {
      const [name] = directive.split(' ');
      const more = (extra[name!] ?? []).filter((source) => /^https?:\/\/[\w.*:[\]-]+$/.test(source));
      return more.length > 0 ? `${directive} ${more.join(' ')}` : directive;
    })
    .join('; ');
}

/** Hashed build outputs never change under the same name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points keep their name across builds: always revalidate (ETag). */
export const REVALIDATE = 'no-cache';
