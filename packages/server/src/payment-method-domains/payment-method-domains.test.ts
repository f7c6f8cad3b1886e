import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumerCall } from '../consumers/test-wallet.fixture.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

describe.each(DATABASES)('payment method domains on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  it('registers a domain once, with every wallet active in test mode', async () => {
    const domain = await t.stripe.paymentMethodDomains.create({ domain_name: 'Shop.Example.com' });
    expect(domain).toMatchObject({
      object: 'payment_method_domain',
      domain_name: 'shop.example.com',
      enabled: true,
      livemode: false,
      apple_pay: { status: 'active' },
      google_pay: { status: 'active' },
      link: { status: 'active' },
      paypal: { status: 'active' },
    });
    expect(domain.id).toMatch(/^pmd_/);
    await expect(t.stripe.paymentMethodDomains.retrieve(domain.id)).resolves.toEqual(domain);
    const again = await t.stripe.paymentMethodDomains
      .create({ domain_name: 'shop.example.com' })
      .catch((error: unknown) => error as { statusCode: number; param?: string });
    expect(again).toMatchObject({ statusCode: 400, param: 'domain_name' });
  });

  it('disables a domain, validates it, and lists by name and by enabled', async () => {
    const domain = await t.stripe.paymentMethodDomains.create({ domain_name: 'pay.example.org' });
    const disabled = await t.stripe.paymentMethodDomains.update(domain.id, { enabled: false });
    expect(disabled.enabled).toBe(false);
    const validated = await t.stripe.paymentMethodDomains.validate(domain.id);
    expect(validated).toMatchObject({ id: domain.id, enabled: false, apple_pay: { status: 'active' } });
    const byName = await t.stripe.paymentMethodDomains.list({ domain_name: 'pay.example.org' });
    expect(byName.data.map((d) => d.id)).toEqual([domain.id]);
    const off = await t.stripe.paymentMethodDomains.list({ enabled: false });
    expect(off.data.map((d) => d.id)).toContain(domain.id);
    expect(off.data.every((d) => d.enabled === false)).toBe(true);
  });

  it.each(['https://shop.example.com', 'shop.example.com/pay', 'shop', 'exa mple.com'])(
    'refuses %s as a domain name',
    async (name) => {
      const error = await t.stripe.paymentMethodDomains
        .create({ domain_name: name })
        .catch((e: unknown) => e as { statusCode: number; type: string; param?: string });
      expect(error).toMatchObject({
        statusCode: 400,
        type: 'StripeInvalidRequestError',
        param: 'domain_name',
      });
    },
  );

  it('makes Apple Pay and Google Pay available in wallet-config on an enabled domain only', async () => {
    const config = (host: string) =>
      consumerCall(t, '/v1/elements/wallet-config', { referrer_host: host }, { method: 'GET' });
    const before = await config('wallets.example.net');
    expect(before.body).toMatchObject({
      apple_pay_available: { payment_request_button: false },
      google_pay_available: { payment_request_button: false },
    });
    const domain = await t.stripe.paymentMethodDomains.create({ domain_name: 'wallets.example.net' });
    const after = await config('wallets.example.net:443');
    expect(after.body).toMatchObject({
      apple_pay_available: { payment_request_button: true },
      google_pay_available: { payment_request_button: true },
      verified_payment_methods_on_domain: { apple_pay: true, google_pay: true, link: true },
    });
    await t.stripe.paymentMethodDomains.update(domain.id, { enabled: false });
    const disabled = await config('wallets.example.net');
    expect(disabled.body).toMatchObject({ apple_pay_available: { payment_request_button: false } });
  });

  it('counts a page on this machine as a registered domain in test mode', async () => {
    const config = (host: string) =>
      consumerCall(t, '/v1/elements/wallet-config', { referrer_host: host }, { method: 'GET' });
    for (const host of ['localhost', 'localhost:4242', '127.0.0.1:8080', '[::1]:3000']) {
      const answer = await config(host);
      expect(answer.body, host).toMatchObject({
        apple_pay_available: { payment_request_button: true },
        google_pay_available: { payment_request_button: true },
      });
    }
    // Another loopback address, or a name that merely starts like one, is not exempt.
    for (const host of ['127.0.0.2', 'localhost.example.com']) {
      const answer = await config(host);
      expect(answer.body, host).toMatchObject({ google_pay_available: { payment_request_button: false } });
    }
  });

  it('answers an unknown id with a 404', async () => {
    const error = await t.stripe.paymentMethodDomains
      .retrieve('pmd_missing')
      .catch((e: unknown) => e as { statusCode: number });
    expect(error).toMatchObject({ statusCode: 404 });
  });
});
