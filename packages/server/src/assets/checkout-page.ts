import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type AssetRoots, defaultAssetRoots } from './asset-roots.js';

/**
 * The hosted checkout page's policy: its script, the merchant script and the frames from this
 * server; product images from wherever the merchant keeps them (https); the shopper's answers
 * go to this server only. No other page may frame it (a shopper must see whose page it is).
 */
export const CHECKOUT_PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; " +
  "connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'self'; object-src 'none'; " +
  "frame-ancestors 'none'";

/** The embedded page's policy: the same, but any merchant page may frame it. */
export const EMBEDDED_CHECKOUT_PAGE_CSP = CHECKOUT_PAGE_CSP.replace(
  "frame-ancestors 'none'",
  'frame-ancestors http: https:',
);

async function pageHtml(roots: AssetRoots): Promise<Buffer | undefined> {
  try {
    return await readFile(path.join(roots.frames, 'checkout.html'));
  } catch {
    return undefined;
  }
}

/**
 * `GET /c/pay/<session id>`: the page's document, the same for every session (the page reads
 * its session from the path and its settings from the fragment, which never reaches us).
 * `GET /c/embed/<session id>`: the same document for a session made for embedded checkout,
 * which the merchant's page frames; a hosted session's page is never framed.
 */
export async function registerCheckoutPage(
  http: FastifyInstance,
  isEmbedded: (sessionId: string) => Promise<boolean>,
  roots: AssetRoots = defaultAssetRoots(),
) {
  const send = async (reply: FastifyReply, embedded: boolean) => {
    const html = await pageHtml(roots);
    if (!html) {
      return reply
        .code(503)
        .header('content-type', 'text/plain; charset=utf-8')
        .send("Payframe's checkout page is not built. Run `npm run build`.\n");
    }
    reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', embedded ? EMBEDDED_CHECKOUT_PAGE_CSP : CHECKOUT_PAGE_CSP)
      .header('referrer-policy', 'same-origin')
      .header('x-content-type-options', 'nosniff');
    if (!embedded) reply.header('x-frame-options', 'DENY');
    return reply.send(html);
  };
  http.get<{ Params: { session: string } }>('/c/pay/:session', (_request, reply) => send(reply, false));
  http.get<{ Params: { session: string } }>('/c/embed/:session', async (request, reply) => {
    const id = request.params.session;
    if (!/^cs_(test|live)_\w+$/.test(id) || !(await isEmbedded(id))) {
      return reply
        .code(404)
        .header('content-type', 'text/plain; charset=utf-8')
        .send('No such embedded checkout.\n');
    }
    return send(reply, true);
  });
}
