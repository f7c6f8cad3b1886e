import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSafe, SEED } from '../http/fuzz-inputs.fixture.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

/**
 * Prices and products built from near-valid parameters (amounts, currencies, intervals, lookup
 * keys and ids of every shape): each is created or refused with a Stripe error, never a 5xx,
 * and what is created matches its OpenAPI schema.
 */
const RUNS = Math.max(20, Math.floor(Number(process.env.FUZZ_RUNS ?? 200) / 4));

const oddString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'usd',
    'EUR',
    'jpy',
    'zzz',
    'month',
    'day',
    '0',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999',
  ),
  fc.string({ maxLength: 12 }),
);
const oddNumber = fc.oneof(fc.integer({ min: -5, max: 400 }), fc.double({ noNaN: true }), oddString);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Mostly a valid value, sometimes any odd one: most requests get past the parser. */
const usually = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: oddNumber as fc.Arbitrary<unknown>, weight: 1 });

const priceParams = fc.record(
  {
    currency: usually(fc.constantFrom('usd', 'EUR', 'jpy', 'bhd')),
    unit_amount: usually(fc.integer({ min: 0, max: 1_000_000 })),
    lookup_key: usually(fc.constantFrom('basic', 'pro', 'x'.repeat(200))),
    transfer_lookup_key: usually(fc.boolean()),
    unit_amount_decimal: fc.oneof(fc.constantFrom('1.5', '0.000000000001', '12.', '1,5'), oddString),
    nickname: oddString,
    tax_behavior: usually(fc.constantFrom('exclusive', 'inclusive', 'unspecified')),
    recurring: fc.record(
      {
        interval: usually(fc.constantFrom('day', 'week', 'month', 'year')),
        interval_count: usually(fc.integer({ min: 1, max: 12 })),
      },
      { requiredKeys: ['interval'] },
    ),
  },
  { requiredKeys: ['currency', 'unit_amount'] },
);

function form(value: unknown, prefix = ''): string[] {
  if (value === undefined) return [];
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => form(v, prefix ? `${prefix}[${k}]` : k));
  return [`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`];
}

describe.each(DATABASES)('catalogue parameters under fuzzing on %s', (database) => {
  let t: TestServer;
  let product: string;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
    product = (await t.stripe.products.create({ name: 'Fuzzed', id: 'fuzzed' })).id;
  });
  afterAll(async () => t?.close());

  async function post(path: string, params: Record<string, unknown>) {
    const body = form(params).join('&');
    const res = await t.request('POST', path, { body });
    expectSafe(
      {
        status: res.status,
        requestId: res.headers.get('request-id') ?? undefined,
        body: res.body,
        text: res.text,
      },
      `${path} ${body}`,
    );
    return res;
  }

  it('creates or refuses prices, never a 5xx', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(priceParams, fc.constantFrom('fuzzed', 'missing', 'inline'), async (params, which) => {
        const owner =
          which === 'inline'
            ? { product_data: { name: 'Inline' } }
            : { product: which === 'fuzzed' ? product : 'prod_missing' };
        const res = await post('/v1/prices', { ...params, ...owner });
        if (res.status === 200) {
          accepted++;
          expectValidResource('price', res.body);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // A fuzzer only ever refused would test nothing past the parameter checks.
    expect(accepted).toBeGreaterThan(0);
  });

  it('creates or refuses products with a default price, never a 5xx', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(oddString, maybe(oddString), maybe(priceParams), async (name, id, price) => {
        const { lookup_key: _l, transfer_lookup_key: _t, nickname: _n, ...data } = price ?? {};
        const res = await post('/v1/products', { name, id, ...(price ? { default_price_data: data } : {}) });
        if (res.status === 200) {
          accepted++;
          expectValidResource('product', { ...res.body, default_price: null });
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});
