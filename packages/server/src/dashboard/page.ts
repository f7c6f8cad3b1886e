import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The dashboard's policy: its own script, style and API only; no page may frame it. */
export const DASHBOARD_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'self'; object-src 'none'; frame-ancestors 'none'";

/**
 * `GET /dashboard` and every page under it: one document (the pages route in the browser),
 * built with the frames as dist/dashboard.html.
 */
export function registerDashboardPage(http: FastifyInstance, framesRoot: string): void {
  const send = async (reply: FastifyReply) => {
    let html: Buffer;
    try {
      html = await readFile(path.join(framesRoot, 'dashboard.html'));
    } catch {
      return reply
        .code(503)
        .header('content-type', 'text/plain; charset=utf-8')
        .send("Payframe's dashboard is not built. Run `npm run build`.\n");
    }
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', DASHBOARD_CSP)
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'same-origin')
      .header('x-content-type-options', 'nosniff')
      .send(html);
  };
  http.get('/dashboard', (_request, reply) => send(reply));
  http.get('/dashboard/*', (request, reply) => {
    // The API's unknown paths stay JSON errors, not the page.
    if (request.url.startsWith('/dashboard/api/')) {
      return reply
        .code(404)
        .send({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL.' } });
    }
    return send(reply);
  });
}
