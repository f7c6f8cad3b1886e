import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { pageDirection, pageLocale } from './locale.js';
import { NOT_FOUND_TEXTS } from './not-found-texts.js';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f6f8fa; color: #1a1f36; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px;
    box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  .badge { display: inline-block; font-size: .75rem; font-weight: 600; letter-spacing: .04em; text-transform: uppercase;
    background: #fff4d6; color: #6b4b00; border-radius: 4px; padding: .2rem .5rem; margin-bottom: .75rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; margin: 1rem 0 1.5rem; }
  dt { color: #4f566b; } dd { margin: 0; font-weight: 600; }
  p { line-height: 1.5; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; }
  button { font: inherit; font-weight: 600; padding: .7rem 1.4rem; border-radius: 8px; border: 2px solid transparent; cursor: pointer; }
  button.primary { background: #0a7a3e; color: #fff; }
  button.secondary { background: #fff; color: #a4161a; border-color: #a4161a; }
  button:focus-visible, a:focus-visible { outline: 3px solid #635bff; outline-offset: 2px; }
  .note { font-size: .875rem; color: #4f566b; }
`;

export interface Page {
  title: string;
  body: string;
  /** Inline script, run under a per-response nonce (the policy allows nothing else). */
  script?: string;
  status?: number;
  /** The document's language (English unless the page is translated). */
  lang?: string;
  /** More rules for the page's own stylesheet. */
  style?: string;
}

/**
 * Sends a server-rendered page. The policy forbids anything but the inline style and the
 * page's own nonce'd script; the URL carries a per-attempt token, so no referrer leaves the
 * page and nothing is cached.
 */
export function sendPage(reply: FastifyReply, page: Page): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const script = page.script ? `<script nonce="${nonce}">${page.script}</script>` : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(page.lang ?? 'en')}" dir="${pageDirection(page.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style nonce="${nonce}">${STYLE}${page.style ?? ''}</style>
</head>
<body>
<main>
${page.body}
</main>
${script}
</body>
</html>`;
  return reply
    .code(page.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      // No form-action: the form's answer redirects to the merchant's return_url.
      `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; base-uri 'none'`,
    )
    .send(html);
}

/** The page of a link that leads nowhere, in the language the page asks for or the browser's. */
export function notFoundPage(reply: FastifyReply): FastifyReply {
  const query = (reply.request.query ?? {}) as Record<string, unknown>;
  const lang = pageLocale(
    typeof query.locale === 'string' && query.locale !== 'auto' ? query.locale : undefined,
    reply.request.headers['accept-language'],
  );
  const t = NOT_FOUND_TEXTS[lang];
  return sendPage(reply, {
    title: t.title,
    status: 404,
    lang,
    body: `<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.body)}</p>`,
  });
}
