import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
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

/**
 * `GET /c/pay/<session id>`: the page's document, the same for every session (the page reads
 * its session from the path and its settings from the fragment, which never reaches us).
 */
export async function registerCheckoutPage(http: FastifyInstance, roots: AssetRoots = defaultAssetRoots()) {
  http.get<{ Params: { session: string } }>('/c/pay/:session', async (_request, reply) => {
    let html: Buffer;
    try {
      html = await readFile(path.join(roots.frames, 'checkout.html'));
    } catch {
      return reply
        .code(503)
        .header('content-type', 'text/plain; charset=utf-8')
        .send("Payframe's checkout page is not built. Run `npm run build`.\n");
    }
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', CHECKOUT_PAGE_CSP)
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'same-origin')
      .header('x-content-type-options', 'nosniff')
      .send(html);
  });
}
