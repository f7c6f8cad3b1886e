import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

interface FxQuote {
  id: string;
  object: 'fx_quote';
  created: number;
  lock_duration: string;
  lock_expires_at: number | null;
  lock_status: 'active' | 'expired' | 'none';
  rates: Record<string, { exchange_rate: number; rate_details: Record<string, unknown> }>;
  to_currency: string;
  usage: { type: string; payment: unknown; transfer: unknown };
}

describe.each(DATABASES)('FX quotes and presentment on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.restoreAllMocks());

  // The official client has no FX quotes resource: its raw request reaches the endpoint.
  const quote = (params: Record<string, unknown>) =>
    t.stripe.rawRequest('POST', '/v1/fx_quotes', params) as Promise<FxQuote>;
  const retrieve = (id: string) => t.stripe.rawRequest('GET', `/v1/fx_quotes/${id}`) as Promise<FxQuote>;

  it('quotes the test rate table, locked for the duration asked', async () => {
    const q = await quote({
      from_currencies: ['eur', 'gbp', 'jpy'],
      to_currency: 'usd',
      lock_duration: 'hour',
    });
    expect(q.id).toMatch(/^fxq_/);
    expect(q).toMatchObject({
      object: 'fx_quote',
      lock_duration: 'hour',
      lock_status: 'active',
      lock_expires_at: q.created + 3600,
      to_currency: 'usd',
      usage: { type: 'payment', payment: { destination: null, on_behalf_of: null }, transfer: null },
    });
    // 1 eur buys 1.08 usd, less the 2% FX fee and the hour's 0.1% premium.
    expect(q.rates.eur).toEqual({
      exchange_rate: 1.05732,
      rate_details: {
        base_rate: 1.08,
        duration_premium: 0.001,
        fx_fee_rate: 0.02,
        reference_rate: 1.08,
        reference_rate_provider: 'ecb',
      },
    });
    expect(q.rates.gbp?.rate_details.base_rate).toBe(1.27);
    expect(q.rates.jpy?.rate_details.base_rate).toBe(0.0067);
    expect(await retrieve(q.id)).toEqual(expect.objectContaining({ id: q.id, rates: q.rates }));

    const free = await quote({ from_currencies: ['usd'], to_currency: 'eur', lock_duration: 'none' });
    expect(free).toMatchObject({ lock_status: 'none', lock_expires_at: null });
    expect(free.rates.usd?.exchange_rate).toBe(0.907407);

    const list = (await t.stripe.rawRequest('GET', '/v1/fx_quotes?limit=2')) as {
      object: string;
      data: FxQuote[];
      url: string;
    };
    expect(list).toMatchObject({ object: 'list', url: '/v1/fx_quotes' });
    expect(list.data.map((x) => x.id)).toEqual([free.id, q.id]);
  });

  it('reads a lock as expired once its time has passed', async () => {
    const q = await quote({ from_currencies: ['eur'], to_currency: 'usd', lock_duration: 'five_minutes' });
    expect(q.lock_expires_at).toBe(q.created + 300);
    const later = (q.created + 301) * 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect((await retrieve(q.id)).lock_status).toBe('expired');
  });

  it('refuses what it cannot quote, with Stripe-shaped errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from_currencies: ['eur'], to_currency: 'usd', lock_duration: 'week' }, 'lock_duration'],
      [{ from_currencies: ['xyz'], to_currency: 'usd', lock_duration: 'hour' }, 'from_currencies'],
      [{ from_currencies: ['eur'], to_currency: 'abc', lock_duration: 'hour' }, 'to_currency'],
      [{ to_currency: 'usd', lock_duration: 'hour' }, 'from_currencies'],
    ];
    for (const [params, param] of cases) {
      await expect(quote(params)).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param });
    }
    await expect(retrieve('fxq_nope')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    // A browser's key cannot quote.
    await expect(
      t.publishable.rawRequest('POST', '/v1/fx_quotes', {
        from_currencies: ['eur'],
        to_currency: 'usd',
        lock_duration: 'hour',
      }),
    ).rejects.toMatchObject({ statusCode: 401 });
  });

  it('presents a dollar payment in euros and settles it in dollars; the charge records both', async () => {
    const q = await quote({
      from_currencies: ['eur', 'jpy', 'kwd'],
      to_currency: 'usd',
      lock_duration: 'day',
    });
    const pi = await t.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      payment_method_types: ['card'],
      fx_quote: q.id,
      presentment_details: { presentment_currency: 'eur' },
    } as Stripe.PaymentIntentCreateParams);
    // $20.00 / 1.05624 (1.08 less 2% and the day's 0.2%) = €18.94.
    expect(pi.presentment_details).toEqual({ presentment_amount: 1894, presentment_currency: 'eur' });
    expect(pi).toMatchObject({ amount: 2000, currency: 'usd' });
    expectValidResource('payment_intent', pi);

    // The shopper chooses yen instead, then confirms with their browser's key.
    const yen = await t.stripe.paymentIntents.update(pi.id, {
      presentment_details: { presentment_currency: 'jpy' },
      fx_quote: q.id,
    } as Stripe.PaymentIntentUpdateParams);
    expect(yen.presentment_details).toEqual({ presentment_amount: 3052, presentment_currency: 'jpy' });
    const confirmed = await t.publishable.paymentIntents.confirm(pi.id, {
      client_secret: pi.client_secret!,
      payment_method: 'pm_card_visa',
      fx_quote: q.id,
      presentment_details: { presentment_currency: 'eur' },
    } as Stripe.PaymentIntentConfirmParams);
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.presentment_details).toEqual({ presentment_amount: 1894, presentment_currency: 'eur' });
    const charge = await t.stripe.charges.retrieve(
      (await t.stripe.paymentIntents.retrieve(pi.id)).latest_charge as string,
    );
    expect(charge).toMatchObject({
      amount: 2000,
      currency: 'usd',
      presentment_details: { presentment_amount: 1894, presentment_currency: 'eur' },
    });
    expectValidResource('charge', charge);

    // Three-decimal currencies are presented to the hundredth: 20 / 3.1785 = 6.292 KWD, charged as 6.290.
    const dinar = await t.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      fx_quote: q.id,
      presentment_details: { presentment_currency: 'kwd' },
    } as Stripe.PaymentIntentCreateParams);
    expect(dinar.presentment_details).toEqual({ presentment_amount: 6290, presentment_currency: 'kwd' });

    // Back to the merchant's own currency: no presentment.
    const plain = await t.stripe.paymentIntents.update(dinar.id, {
      presentment_details: { presentment_currency: 'usd' },
    } as Stripe.PaymentIntentUpdateParams);
    expect(plain.presentment_details).toBeUndefined();
  });

  it('converts a new amount at the same quote', async () => {
    const q = await quote({ from_currencies: ['gbp'], to_currency: 'usd', lock_duration: 'hour' });
    const pi = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      fx_quote: q.id,
      presentment_details: { presentment_currency: 'gbp' },
    } as Stripe.PaymentIntentCreateParams);
    const more = await t.stripe.paymentIntents.update(pi.id, { amount: 5000 });
    // 50 / (1.27 * 0.979) = £40.21.
    expect(more.presentment_details).toEqual({ presentment_amount: 4021, presentment_currency: 'gbp' });
    const euros = await t.stripe.paymentIntents.update(pi.id, { currency: 'eur' });
    expect(euros.presentment_details).toBeUndefined();
  });

  it('refuses an expired, unlocked or mismatched quote before anything is paid', async () => {
    const q = await quote({ from_currencies: ['eur'], to_currency: 'usd', lock_duration: 'five_minutes' });
    const pi = await t.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      payment_method_types: ['card'],
      fx_quote: q.id,
      presentment_details: { presentment_currency: 'eur' },
    } as Stripe.PaymentIntentCreateParams);
    vi.spyOn(Date, 'now').mockReturnValue((q.created + 600) * 1000);
    const refused = t.stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' });
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      code: 'fx_quote_expired',
      param: 'fx_quote',
      message: expect.stringMatching(/^The FX quote fxq_\w+ expired at .*: its rate can no longer be used\./),
    });
    vi.restoreAllMocks();
    const after = await t.stripe.paymentIntents.retrieve(pi.id);
    expect(after).toMatchObject({ status: 'requires_payment_method', latest_charge: null });

    const unlocked = await quote({ from_currencies: ['eur'], to_currency: 'usd', lock_duration: 'none' });
    const gbp = await quote({ from_currencies: ['eur'], to_currency: 'gbp', lock_duration: 'hour' });
    const bad: [Record<string, unknown>, string, RegExp][] = [
      [
        { fx_quote: unlocked.id, presentment_details: { presentment_currency: 'eur' } },
        'fx_quote',
        /does not lock/,
      ],
      [
        { fx_quote: gbp.id, presentment_details: { presentment_currency: 'eur' } },
        'fx_quote',
        /converts to gbp/,
      ],
      [
        { fx_quote: q.id, presentment_details: { presentment_currency: 'jpy' } },
        'presentment_details[presentment_currency]',
        /no rate from jpy/,
      ],
      [{ presentment_details: { presentment_currency: 'eur' } }, 'fx_quote', /Pass fx_quote/],
      [
        { fx_quote: 'fxq_missing', presentment_details: { presentment_currency: 'eur' } },
        'fx_quote',
        /No such fx_quote/,
      ],
    ];
    for (const [params, param, message] of bad) {
      await expect(
        t.stripe.paymentIntents.create({ amount: 2000, currency: 'usd', ...params } as never),
      ).rejects.toMatchObject({ param, message: expect.stringMatching(message) });
    }
  });
});
