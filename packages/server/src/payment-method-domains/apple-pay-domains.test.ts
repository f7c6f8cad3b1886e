import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

describe.each(DATABASES)('Apple Pay domains on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  it('registers, retrieves, lists and deletes a domain, which registers its payment method domain too', async () => {
    const domain = await t.stripe.applePayDomains.create({ domain_name: 'apple.example.com' });
    expectValidResource('apple_pay_domain', domain);
    expect(domain).toMatchObject({
      object: 'apple_pay_domain',
      domain_name: 'apple.example.com',
      livemode: false,
    });
    expect(domain.id).toMatch(/^apwc_/);
    await expect(t.stripe.applePayDomains.retrieve(domain.id)).resolves.toEqual(domain);
    const listed = await t.stripe.applePayDomains.list({ domain_name: 'apple.example.com' });
    expect(listed.data.map((d) => d.id)).toEqual([domain.id]);
    const registered = await t.stripe.paymentMethodDomains.list({ domain_name: 'apple.example.com' });
    expect(registered.data[0]).toMatchObject({ enabled: true, apple_pay: { status: 'active' } });
    const deleted = await t.stripe.applePayDomains.del(domain.id);
    expect(deleted).toEqual({ id: domain.id, object: 'apple_pay_domain', deleted: true });
    const gone = await t.stripe.applePayDomains
      .retrieve(domain.id)
      .catch((e: unknown) => e as { statusCode: number });
    expect(gone).toMatchObject({ statusCode: 404 });
  });

  it('refuses a URL as a domain name', async () => {
    const error = await t.stripe.applePayDomains
      .create({ domain_name: 'https://apple.example.com/' })
      .catch((e: unknown) => e as { statusCode: number; param?: string });
    expect(error).toMatchObject({ statusCode: 400, param: 'domain_name' });
  });
});
