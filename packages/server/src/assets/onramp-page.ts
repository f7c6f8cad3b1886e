import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AssetRoots, defaultAssetRoots } from './asset-roots.js';
import { EMBEDDED_CHECKOUT_PAGE_CSP } from './checkout-page.js';

/**
 * `GET /crypto/onramp`: the onramp frame's document, the same for every session (its session
 * and the merchant page's origin are in the fragment, which never reaches us). Any merchant
 * page may frame it; it loads only this server's code (its own, payframe.js and the frames).
 */
export function registerOnrampPage(http: FastifyInstance, roots: AssetRoots = defaultAssetRoots()) {
  http.get('/crypto/onramp', async (_request, reply) => {
    let html: Buffer;
    try {
      html = await readFile(path.join(roots.frames, 'onramp.html'));
    } catch {
      return reply
        .code(503)
        .header('content-type', 'text/plain; charset=utf-8')
        .send("Payframe's onramp frame is not built. Run `npm run build`.\n");
    }
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', EMBEDDED_CHECKOUT_PAGE_CSP)
      .header('referrer-policy', 'same-origin')
      .header('x-content-type-options', 'nosniff')
      .send(html);
  });
}
