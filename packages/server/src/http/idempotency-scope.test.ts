import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

/** The stored request hashes of the test mode, newest first. */
async function storedHashes(t: TestServer): Promise<string[]> {
  const rows = await t.server.context.db
    .selectFrom('idempotency_keys')
    .select(['request_hash'])
    .orderBy('created', 'desc')
    .execute();
  return rows.map((row) => row.request_hash);
}

/** The unkeyed hash the server used to store: sha256 over method, path and sorted parameters. */
function unkeyedHash(path: string, params: Record<string, unknown>): string {
  const canonical = (value: unknown): string =>
    value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(value ?? null);
  return createHash('sha256')
    .update(`POST ${path} ${canonical(params)}`)
    .digest('hex');
}

describe.each(DATABASES)('idempotency keys as an attacker sees them, on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  it("a publishable key cannot take (and block) a merchant's predictable key", async () => {
    const key = `order-${randomUUID()}`;
    // A shopper's browser, with the page's publishable key, uses the order id first.
    const shopper = await t.request('POST', '/v1/payment_methods', {
      key: t.publishableKey,
      headers: { 'idempotency-key': key },
      body: 'type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2040&card[cvc]=123',
    });
    expect(shopper.status).toBe(200);
    // The merchant's server then uses its order id for its own call: it runs, as its own.
    const merchant = await t.request('POST', '/v1/customers', {
      headers: { 'idempotency-key': key },
      body: 'email=order@example.com',
    });
    expect(merchant.status).toBe(200);
    expect(merchant.body.object).toBe('customer');
    expect(merchant.headers.get('idempotent-replayed')).toBeNull();
  });

  it("a publishable key never replays the secret key's answer (the full intent, client secret included)", async () => {
    const intent = await t.stripe.paymentIntents.create({ amount: 1200, currency: 'usd' });
    const key = randomUUID();
    const body = 'payment_method=pm_card_visa';
    const merchant = await t.request('POST', `/v1/payment_intents/${intent.id}/confirm`, {
      headers: { 'idempotency-key': key },
      body,
    });
    expect(merchant.status).toBe(200);
    expect(merchant.body.client_secret).toBe(intent.client_secret);
    const replay = await t.request('POST', `/v1/payment_intents/${intent.id}/confirm`, {
      key: t.publishableKey,
      headers: { 'idempotency-key': key },
      body,
    });
    expect(replay.headers.get('idempotent-replayed')).toBeNull();
    expect(replay.status).toBeGreaterThanOrEqual(400);
    expect(replay.text).not.toContain(intent.client_secret!);
  });

  it('stores no hash a database copy could test card numbers and CVCs against', async () => {
    const key = randomUUID();
    const card = { number: '4242424242424242', exp_month: '12', exp_year: '2040', cvc: '314' };
    const body = new URLSearchParams({
      type: 'card',
      'card[number]': card.number,
      'card[exp_month]': card.exp_month,
      'card[exp_year]': card.exp_year,
      'card[cvc]': card.cvc,
    }).toString();
    const first = await t.request('POST', '/v1/payment_methods', {
      headers: { 'idempotency-key': key },
      body,
    });
    expect(first.status).toBe(200);
    const [stored] = await storedHashes(t);
    expect(stored).not.toBe(unkeyedHash('/v1/payment_methods', { type: 'card', card }));
    // The hash keeps telling requests apart by card (a keyed fingerprint of the number)...
    const otherCard = await t.request('POST', '/v1/payment_methods', {
      headers: { 'idempotency-key': key },
      body: body.replace('4242424242424242', '5555555555554444'),
    });
    expect(otherCard.status).toBe(400);
    // ...and knows only whether a CVC was sent, not which: a retry with another CVC replays.
    const otherCvc = await t.request('POST', '/v1/payment_methods', {
      headers: { 'idempotency-key': key },
      body: body.replace('card%5Bcvc%5D=314', 'card%5Bcvc%5D=999'),
    });
    expect(otherCvc.status).toBe(200);
    expect(otherCvc.headers.get('idempotent-replayed')).toBe('true');
  });
});
