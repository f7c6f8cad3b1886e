import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../accounts/index.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

describe.each(DATABASES)('ephemeral keys on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  it('acts for its customer until deleted', async () => {
    const customer = await t.stripe.customers.create({ email: 'mobile@example.com' });
    const other = await t.stripe.customers.create();
    await t.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const key = await t.stripe.ephemeralKeys.create({ customer: customer.id }, { apiVersion: '2020-08-27' });
    expect(key).toMatchObject({
      object: 'ephemeral_key',
      livemode: false,
      associated_objects: [{ id: customer.id, type: 'customer' }],
    });
    expect(key.id).toMatch(/^ephkey_/);
    expect(key.secret).toMatch(/^ek_test_[A-Za-z0-9]+$/);
    expect(key.expires - key.created).toBe(60 * 60);
    expectValidResource('ephemeral_key', key);
    const row = await t.server.context.db
      .selectFrom('ephemeral_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(hashKey(key.secret!));
    expect(JSON.stringify(row)).not.toContain(key.secret);

    const asKey = (method: string, path: string) => t.request(method, path, { key: key.secret! });
    const own = await asKey('GET', `/v1/customers/${customer.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: customer.id, email: 'mobile@example.com' });
    const methods = await asKey('GET', `/v1/customers/${customer.id}/payment_methods?type=card`);
    expect(methods.status).toBe(200);
    expect(methods.body.data).toHaveLength(1);
    expect((await asKey('GET', `/v1/customers/${other.id}`)).status).toBe(404);
    expect((await asKey('GET', '/v1/customers')).status).toBe(403);
    expect((await asKey('POST', '/v1/ephemeral_keys')).status).toBe(403);

    const deleted = await t.stripe.ephemeralKeys.del(key.id);
    expect(deleted).toMatchObject({ id: key.id, object: 'ephemeral_key' });
    expect(deleted.expires).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    // Ephemeral keys are never cached: the very next call is refused.
    const after = await asKey('GET', `/v1/customers/${customer.id}`);
    expect(after.status).toBe(401);
  });

  it('needs an explicit Stripe-Version, a customer, and the secret key', async () => {
    const customer = await t.stripe.customers.create();
    const noVersion = await t.request('POST', '/v1/ephemeral_keys', { body: { customer: customer.id } });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.error.message).toMatch(
      /^You must specify a Stripe API version with the header `Stripe-Version` when creating an ephemeral key/,
    );
    const withVersion = await t.request('POST', '/v1/ephemeral_keys', {
      body: { customer: customer.id },
      headers: { 'Stripe-Version': '2020-08-27' },
    });
    expect(withVersion.status).toBe(200);
    expect(withVersion.headers.get('stripe-version')).toBe('2020-08-27');

    await expect(t.stripe.ephemeralKeys.create({}, { apiVersion: '2020-08-27' })).rejects.toMatchObject({
      code: 'parameter_missing',
    });
    await expect(
      t.stripe.ephemeralKeys.create({ customer: 'cus_nope' }, { apiVersion: '2020-08-27' }),
    ).rejects.toMatchObject({ statusCode: 404, param: 'customer' });
    await expect(
      t.stripe.ephemeralKeys.create({ issuing_card: 'ic_nope' }, { apiVersion: '2020-08-27' }),
    ).rejects.toMatchObject({ statusCode: 404, param: 'issuing_card' });
    await expect(
      t.publishable.ephemeralKeys.create({ customer: customer.id }, { apiVersion: '2020-08-27' }),
    ).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    await expect(t.stripe.ephemeralKeys.del('ephkey_nope')).rejects.toMatchObject({ statusCode: 404 });
  });
});
