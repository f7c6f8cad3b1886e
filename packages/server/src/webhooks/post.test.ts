import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { postWebhook, RESPONSE_BODY_LIMIT, USER_AGENT } from './post.js';

const secret = 'whsec_post_test_secret';
const payload = '{"id":"evt_1","object":"event"}';
const stripe = new Stripe('sk_test_post', { telemetry: false });

interface Seen {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A local server whose answer per path is given; 'hang' never answers. */
async function serve(answers: Record<string, [number, Record<string, string>?, string?] | 'hang'>) {
  const seen: Seen[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      const answer = answers[req.url ?? ''] ?? [404];
      if (answer !== 'hang') res.writeHead(answer[0], answer[1]).end(answer[2]);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { seen, port: (server.address() as AddressInfo).port };
}

const options = (timeoutMs = 2000) => ({ timeoutMs, signal: new AbortController().signal });

describe('posting a webhook', () => {
  it('sends the signed body with Stripe’s headers and reports a 2xx as delivered', async () => {
    const { seen, port } = await serve({ '/hook': [204] });
    const outcome = await postWebhook(`http://127.0.0.1:${port}/hook`, payload, secret, options());
    expect(outcome).toEqual({ kind: 'delivered', status: 204, body: '' });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.body).toBe(payload);
    expect(request!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request!.headers['user-agent']).toBe(USER_AGENT);
    const header = request!.headers['stripe-signature'] as string;
    expect(stripe.webhooks.constructEvent(request!.body, header, secret).id).toBe('evt_1');
  });

  it('reports a non-2xx answer as a failure with its status', async () => {
    const { port } = await serve({ '/hook': [500] });
    expect(await postWebhook(`http://127.0.0.1:${port}/hook`, payload, secret, options())).toEqual({
      kind: 'failed',
      status: 500,
      error: 'HTTP 500',
      body: '',
    });
  });

  it("keeps the start of the endpoint's answer only", async () => {
    const { port } = await serve({
      '/short': [400, {}, 'missing signature'],
      '/long': [200, {}, 'x'.repeat(100_000)],
    });
    const short = await postWebhook(`http://127.0.0.1:${port}/short`, payload, secret, options());
    expect(short).toMatchObject({ kind: 'failed', status: 400, body: 'missing signature' });
    const long = await postWebhook(`http://127.0.0.1:${port}/long`, payload, secret, options());
    expect(long).toEqual({ kind: 'delivered', status: 200, body: `${'x'.repeat(RESPONSE_BODY_LIMIT)}…` });
  });

  it('follows a redirect within the same origin only', async () => {
    const answers: Parameters<typeof serve>[0] = { '/old': [308, { location: '/new' }], '/new': [200] };
    const { seen, port } = await serve(answers);
    // Same server, but `localhost` is another origin than `127.0.0.1`.
    answers['/away'] = [307, { location: `http://localhost:${port}/new` }];
    expect(await postWebhook(`http://127.0.0.1:${port}/old`, payload, secret, options())).toEqual({
      kind: 'delivered',
      status: 200,
      body: '',
    });
    expect(seen.map((s) => [s.path, s.body])).toEqual([
      ['/old', payload],
      ['/new', payload],
    ]);

    seen.length = 0;
    expect(await postWebhook(`http://127.0.0.1:${port}/away`, payload, secret, options())).toEqual({
      kind: 'failed',
      status: 307,
      error: 'redirected to another host',
    });
    expect(seen.map((s) => s.path)).toEqual(['/away']);
  });

  it('fails on a timeout and on a refused connection, and reports a stop as aborted', async () => {
    const { port } = await serve({ '/slow': 'hang' });
    expect(await postWebhook(`http://127.0.0.1:${port}/slow`, payload, secret, options(100))).toEqual({
      kind: 'failed',
      status: null,
      error: 'timed out after 100 ms',
    });

    const stopping = new AbortController();
    const pending = postWebhook(`http://127.0.0.1:${port}/slow`, payload, secret, {
      timeoutMs: 10_000,
      signal: stopping.signal,
    });
    stopping.abort();
    expect(await pending).toEqual({ kind: 'aborted' });

    server!.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    expect(await postWebhook(`http://127.0.0.1:${port}/slow`, payload, secret, options())).toEqual({
      kind: 'failed',
      status: null,
      error: 'connection refused',
    });
  });
});
