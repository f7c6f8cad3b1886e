import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type CartLine, CURRENCY, DEFAULT_CART, PRODUCTS } from './catalog.js';
import { createEmbeddedSession, sessionStatus } from './checkout-sessions.js';
import { buildClient } from './client-bundle.js';
import { destinationFrom, expressQuote } from './express-pricing.js';
import { linkOutbox } from './link-outbox.js';
import { merchantCsp, pageShell } from './page-shell.js';
import { createCartIntent, paymentStatus } from './payments.js';

export interface ShopOptions {
  /** The Payframe server's base URL, e.g. http://localhost:4242. */
  payframeUrl: string;
  secretKey: string;
  publishableKey: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
}

export interface RunningShop {
  url: string;
  close(): Promise<void>;
}

const PAGES: Record<string, string> = {
  '/': 'Checkout · Payframe example shop',
  '/deferred': 'Checkout (deferred intent) · Payframe example shop',
  '/stripe-react': 'Checkout (@stripe/react-stripe-js) · Payframe example shop',
  '/embedded-checkout': 'Embedded checkout (@stripe/react-stripe-js) · Payframe example shop',
  '/success': 'Order status · Payframe example shop',
};

function stripeFor(options: ShopOptions): Stripe {
  const target = new URL(options.payframeUrl);
  return new Stripe(options.secretKey, {
    host: target.hostname,
    port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
    protocol: target.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 1,
    telemetry: false,
  });
}

async function readJson(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 16_384) throw new Error('Request too large.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

function cartFrom(body: unknown): CartLine[] | undefined {
  const items = (body as { items?: unknown })?.items;
  if (!Array.isArray(items)) return undefined;
  return items.map((item) => ({ id: String(item?.id), quantity: Number(item?.quantity) }));
}

function send(response: http.ServerResponse, status: number, type: string, body: string, extra = {}) {
  response.writeHead(status, { 'content-type': type, 'x-content-type-options': 'nosniff', ...extra });
  response.end(body);
}

function sendJson(response: http.ServerResponse, status: number, value: unknown) {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(value), {
    'cache-control': 'no-store',
  });
}

/** The shop: its pages, its bundle, and the calls its pages make to its server. */
export async function startShop(options: ShopOptions): Promise<RunningShop> {
  const stripe = stripeFor(options);
  const bundle = await buildClient();
  const config = {
    publishableKey: options.publishableKey,
    payframeUrl: options.payframeUrl.replace(/\/$/, ''),
    currency: CURRENCY,
    products: PRODUCTS,
  };
  const csp = merchantCsp(config.payframeUrl);

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://shop.invalid');
    try {
      if (request.method === 'GET' && Object.hasOwn(PAGES, url.pathname)) {
        return send(response, 200, 'text/html; charset=utf-8', pageShell(config, PAGES[url.pathname]!), {
          'content-security-policy': csp,
          'cache-control': 'no-store',
        });
      }
      if (request.method === 'GET' && url.pathname === '/app.js') {
        return send(response, 200, 'application/javascript; charset=utf-8', bundle.js);
      }
      if (request.method === 'GET' && url.pathname === '/app.css') {
        return send(response, 200, 'text/css; charset=utf-8', bundle.css);
      }
      if (request.method === 'POST' && url.pathname === '/api/payment-intents') {
        const body = await readJson(request);
        const express = (body as { express?: unknown }).express ? destinationFrom(body) : undefined;
        return sendJson(response, 200, await createCartIntent(stripe, cartFrom(body), express));
      }
      if (request.method === 'POST' && url.pathname === '/api/express-quote') {
        // The wallet sheet's lines and total for the address and rate the shopper chose.
        const body = await readJson(request);
        const { destination, rateId } = destinationFrom(body);
        return sendJson(response, 200, expressQuote(cartFrom(body) ?? DEFAULT_CART, destination, rateId));
      }
      if (request.method === 'POST' && url.pathname === '/api/checkout-sessions') {
        const origin = `http://${request.headers.host ?? 'localhost'}`;
        return sendJson(response, 200, await createEmbeddedSession(stripe, `${origin}/embedded-checkout`));
      }
      if (request.method === 'GET' && url.pathname.startsWith('/api/checkout-sessions/')) {
        const id = url.pathname.slice('/api/checkout-sessions/'.length);
        return sendJson(response, 200, await sessionStatus(stripe, id));
      }
      if (request.method === 'GET' && url.pathname === '/api/link-outbox') {
        // Test mode only: the codes the Payframe server's test notifier sent, for the developer.
        if (!options.secretKey.startsWith('sk_test_'))
          return sendJson(response, 404, { error: { message: 'The Link outbox exists in test mode only.' } });
        return sendJson(response, 200, { data: await linkOutbox(options) });
      }
      if (request.method === 'GET' && url.pathname.startsWith('/api/payment-intents/')) {
        const id = url.pathname.slice('/api/payment-intents/'.length);
        const status = await paymentStatus(stripe, id, url.searchParams.get('client_secret') ?? '');
        return status
          ? sendJson(response, 200, status)
          : sendJson(response, 404, { error: { message: 'No such payment.' } });
      }
      send(response, 404, 'text/plain; charset=utf-8', 'Not found.\n');
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Something went wrong.';
      sendJson(response, 400, { error: { message } });
    }
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 3000, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
