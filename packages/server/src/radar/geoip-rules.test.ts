import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryRecord, writeMmdb } from '../risk/mmdb-writer.fixture.js';
import { createServer } from '../server.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

/** A country database with a British IPv4 network and a German IPv6 one. */
const DATABASE = path.join(mkdtempSync(path.join(tmpdir(), 'payframe-geoip-')), 'country.mmdb');
writeFileSync(
  DATABASE,
  writeMmdb({ '81.2.69.0/24': countryRecord('GB'), '2001:db8::/32': countryRecord('DE') }),
);

/** A browser's confirmation with a publishable key, through the given proxy headers. */
async function confirmFrom(t: TestServer, headers: Record<string, string>) {
  const pi = await t.stripe.paymentIntents.create({ amount: 2000, currency: 'usd' });
  const res = await t.request('POST', `/v1/payment_intents/${pi.id}/confirm`, {
    key: t.publishableKey,
    headers,
    body: { client_secret: pi.client_secret!, payment_method: 'pm_card_visa' },
  });
  const charge = await t.stripe.charges.retrieve(
    (await t.stripe.paymentIntents.retrieve(pi.id)).latest_charge as string,
  );
  return { status: res.status, error: res.body.error, charge };
}

describe.each(DATABASES)('client countries from a GeoIP database on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    // Behind a proxy on the loopback address, whose X-Forwarded-For tells the client's address.
    t = await startTestServer({
      database,
      config: { geoipDatabase: DATABASE, trustProxy: '127.0.0.1', ipCountryHeader: 'x-client-country' },
    });
    const rule = await t.request('POST', '/v1/payframe/radar/rules', {
      body: { rule: "Block if :ip_country: = 'GB'" },
    });
    expect(rule.status).toBe(200);
  });
  afterAll(async () => t?.close());

  it('blocks a payment from a British address by the rule on :ip_country:', async () => {
    const blocked = await confirmFrom(t, { 'x-forwarded-for': '81.2.69.160' });
    expect(blocked.status).toBe(402);
    expect(blocked.error).toMatchObject({ code: 'card_declined', decline_code: 'fraudulent' });
    expect(blocked.charge.outcome).toMatchObject({ type: 'blocked', reason: 'rule' });
    // Through a dual-stack proxy, as an IPv4-mapped IPv6 address.
    expect((await confirmFrom(t, { 'x-forwarded-for': '::ffff:81.2.69.7' })).status).toBe(402);
  });

  it('lets payments from other countries, unknown and private addresses through', async () => {
    for (const address of ['2001:db8::1', '198.51.100.7', '10.0.0.8', '::1']) {
      const paid = await confirmFrom(t, { 'x-forwarded-for': address });
      expect(paid.status, address).toBe(200);
      expect(paid.charge.outcome?.type, address).toBe('authorized');
    }
  });

  it("takes the proxy's country header over the database when both are set", async () => {
    const named = await confirmFrom(t, { 'x-forwarded-for': '81.2.69.160', 'x-client-country': 'US' });
    expect(named.status).toBe(200);
    const unnamed = await confirmFrom(t, { 'x-forwarded-for': '2001:db8::1', 'x-client-country': 'gb' });
    expect(unnamed.status).toBe(402);
  });
});

describe('client countries without a trusted proxy', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { geoipDatabase: DATABASE, trustProxy: false } });
    await t.request('POST', '/v1/payframe/radar/rules', { body: { rule: "Block if :ip_country: = 'GB'" } });
  });
  afterAll(async () => t?.close());

  it("ignores an X-Forwarded-For the server does not trust: the connection's address decides", async () => {
    const paid = await confirmFrom(t, { 'x-forwarded-for': '81.2.69.160' });
    expect(paid.status).toBe(200);
    expect(paid.charge.outcome?.type).toBe('authorized');
  });
});

describe('a GeoIP database that cannot be read', () => {
  it('stops the server at start with the reason', async () => {
    const missing = path.join(path.dirname(DATABASE), 'missing.mmdb');
    await expect(
      createServer({
        config: { dataDir: 'memory://', geoipDatabase: missing, encryptionKey: 'a'.repeat(64) },
      }),
    ).rejects.toThrow(`PAYFRAME_GEOIP_DATABASE: ${missing} does not exist`);
  });
});
