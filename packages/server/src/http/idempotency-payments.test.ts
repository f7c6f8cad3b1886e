import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { keyLockIds, scopedKey } from './idempotency.js';

/**
 * A keyed payment's lock and lookup travel with its first read (the risk read), so a payment
 * whose key already ran has written the start of a second payment before it learns so: these
 * tests hold that nothing of it survives, and that the shopper is charged once.
 */
describe.each(DATABASES)('Idempotency-Key on a payment, on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  const pay = (key: string, amount = 1000) =>
    t.request('POST', '/v1/payment_intents', {
      body: `amount=${amount}&currency=usd&payment_method=pm_card_visa&confirm=true`,
      headers: { 'idempotency-key': key },
    });

  async function rows(table: 'payment_intents' | 'charges' | 'payment_methods' | 'events'): Promise<number> {
    const result = await t.server.context.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(result.n);
  }

  async function counts() {
    return {
      intents: await rows('payment_intents'),
      charges: await rows('charges'),
      methods: await rows('payment_methods'),
      events: await rows('events'),
    };
  }

  it('replays a confirmed payment and charges once: nothing of the second attempt is kept', async () => {
    const key = randomUUID();
    const first = await pay(key);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('succeeded');
    const before = await counts();
    const again = await pay(key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await counts()).toEqual(before);
  });

  it('refuses the key with another amount, and writes nothing', async () => {
    const key = randomUUID();
    expect((await pay(key)).status).toBe(200);
    const before = await counts();
    const other = await pay(key, 2000);
    expect(other.status).toBe(400);
    expect(other.body.error.type).toBe('idempotency_error');
    expect(other.body.error.message).toContain(`'${key}'`);
    expect(await counts()).toEqual(before);
  });

  it('replays a decline too, without a second attempt at the card', async () => {
    const key = randomUUID();
    const send = () =>
      t.request('POST', '/v1/payment_intents', {
        body: 'amount=1000&currency=usd&payment_method=pm_card_chargeDeclined&confirm=true',
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    expect(first.status).toBe(402);
    const before = await counts();
    const again = await send();
    expect(again.status).toBe(402);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await counts()).toEqual(before);
  });

  if (database === 'postgres') {
    it('answers 409 while another instance holds the key, writes nothing, and runs once it is free', async () => {
      const key = randomUUID();
      const auth = { kind: 'secret', key: t.secretKey };
      const scope = { accountId: t.server.keys.accountId, livemode: false };
      const [a, b] = keyLockIds(scope, scopedKey(auth, key));
      // The other instance: a transaction holding the key's lock, as a request in flight does.
      const other = new pg.Client({ connectionString: t.server.context.config.databaseUrl });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select pg_advisory_xact_lock($1::int4, $2::int4)', [a, b]);
        const before = await counts();
        const refused = await pay(key);
        expect(refused.status).toBe(409);
        expect(refused.body.error.code).toBe('idempotency_key_in_use');
        expect(await counts()).toEqual(before);
        await other.query('rollback');
        const ran = await pay(key);
        expect(ran.status).toBe(200);
        expect(ran.headers.get('idempotent-replayed')).toBeNull();
        expect(await counts()).toMatchObject({ intents: before.intents + 1, charges: before.charges + 1 });
      } finally {
        await other.end();
      }
    });
  }
});
