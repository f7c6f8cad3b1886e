import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from './harness.js';
import { expectValidList, expectValidResource, openApiFixture, validateResource } from './openapi.js';

function fixture(name: string): Record<string, unknown> {
  return openApiFixture(name);
}

describe('the OpenAPI validator', () => {
  it.each([
    'customer',
    'deleted_customer',
    'payment_intent',
    'payment_method',
    'setup_intent',
    'charge',
    'refund',
    'event',
    'webhook_endpoint',
  ])('accepts the published example of %s', (name) => {
    expect(validateResource(name, fixture(name))).toEqual([]);
    expectValidResource(name, fixture(name));
  });

  it('lists every failing path in its error', () => {
    const customer = fixture('customer');
    customer.email = 5;
    customer.tax_exempt = 'maybe';
    customer.address = { city: 'Paris', country: 12 };
    customer.preferred_locales = ['en', 3];
    delete customer.livemode;
    expect(validateResource('customer', customer)).toEqual([
      { path: '/', message: "is missing the required property 'livemode'" },
      { path: '/address/country', message: 'must be string or null, got 12' },
      { path: '/email', message: 'must be string or null, got 5' },
      { path: '/preferred_locales/1', message: 'must be string, got 3' },
      {
        path: '/tax_exempt',
        message: 'must be one of "exempt", "none", "reverse", null, got "maybe"',
      },
    ]);
    expect(() => expectValidResource('customer', customer)).toThrow(
      /cus_\w+ does not match the OpenAPI schema 'customer' \(5 problems\):\n {2}\/: is missing/,
    );
  });

  it('reads nullable fields as "or null"', () => {
    const intent = fixture('payment_intent');
    intent.description = null;
    intent.amount = null;
    expect(validateResource('payment_intent', intent)).toEqual([
      { path: '/amount', message: 'must be integer, got null' },
    ]);
  });

  it('accepts an expandable field as an id or as the expanded object, and nothing else', () => {
    const intent = fixture('payment_intent');
    intent.customer = 'cus_123';
    intent.payment_method = fixture('payment_method');
    expectValidResource('payment_intent', intent);

    intent.customer = fixture('customer');
    expectValidResource('payment_intent', intent);

    intent.customer = { ...fixture('customer'), email: 42 };
    expect(validateResource('payment_intent', intent)).toEqual([
      { path: '/customer/email', message: 'must be string or null, got 42' },
    ]);

    intent.customer = 42;
    expect(validateResource('payment_intent', intent)).toEqual([
      { path: '/customer', message: 'must be string or object or null, got 42' },
    ]);
  });

  it('follows $ref into nested schemas', () => {
    const method = fixture('payment_method');
    (method.billing_details as Record<string, unknown>).address = { city: 7 };
    expect(validateResource('payment_method', method)).toEqual([
      { path: '/billing_details/address/city', message: 'must be string or null, got 7' },
    ]);
  });

  it('allows fields newer than the snapshot, and enum values Stripe marks as open', () => {
    const intent = { ...fixture('payment_intent'), latest_charge: 'ch_123' };
    expectValidResource('payment_intent', intent);
    // payment_method.type is x-stripeBypassValidation: new types appear over time.
    expectValidResource('payment_method', { ...fixture('payment_method'), type: 'link' });
    expect(validateResource('payment_intent', { ...intent, status: 'paid' })?.[0]?.path).toBe('/status');
  });

  it('validates list objects item by item', () => {
    const list = { object: 'list', data: [fixture('customer')], has_more: false, url: '/v1/customers' };
    expectValidList('customer', list);
    expect(() =>
      expectValidList('customer', { ...list, data: [{ ...fixture('customer'), email: 1 }] }),
    ).toThrow(/^data\[0\]: cus_\w+ does not match/);
    expect(() => expectValidList('customer', { data: [] })).toThrow(/object must be 'list'/);
  });

  it('refuses a schema name the description does not have', () => {
    expect(() => validateResource('no_such_object', {})).toThrow(
      "The OpenAPI description has no schema named 'no_such_object'.",
    );
  });
});

describe.each(DATABASES)('customer answers on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  it('validate against the customer schemas', async () => {
    const created = await t.stripe.customers.create({
      email: 'jenny@example.com',
      name: 'Jenny Rosen',
      phone: '+15555550100',
      description: 'a test customer',
      metadata: { order: '6735' },
      address: { line1: '1 Main St', city: 'Paris', country: 'FR', postal_code: '75001' },
      shipping: { name: 'Jenny Rosen', address: { line1: '2 Side St', city: 'Lyon', country: 'FR' } },
      preferred_locales: ['fr', 'en'],
      tax_exempt: 'none',
    });
    expectValidResource('customer', created);
    expectValidResource('customer', await t.stripe.customers.retrieve(created.id));

    const updated = await t.stripe.customers.update(created.id, {
      address: '',
      shipping: '',
      name: '',
      metadata: '',
    } as never);
    expectValidResource('customer', updated);

    expectValidResource('customer', await t.stripe.customers.create({}));
    expectValidList('customer', await t.stripe.customers.list({ limit: 3 }));

    const deleted = await t.stripe.customers.del(created.id);
    expectValidResource('deleted_customer', deleted);
    expectValidResource('deleted_customer', await t.stripe.customers.retrieve(created.id));
  });
});
