import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

/** The Link wallet's funding sources and bank incentive in the elements session (docs/link.md#bank-accounts). */
describe.each(DATABASES)('Link settings of elements sessions on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false, linkBankIncentive: true } });
  });
  afterAll(async () => t?.close());

  const settings = async (params: Record<string, unknown>) => {
    const pi = await t.stripe.paymentIntents.create(params as unknown as Stripe.PaymentIntentCreateParams);
    const res = await t.request(
      'GET',
      `/v1/elements/sessions?client_secret=${pi.client_secret}&type=payment_element`,
      { key: t.publishableKey },
    );
    expect(res.status).toBe(200);
    return { pi, link: res.body.link_settings };
  };

  it('offers saved bank accounts, with the $5 incentive, to a USD payment that takes US bank accounts', async () => {
    const { link } = await settings({
      amount: 2500,
      currency: 'usd',
      payment_method_types: ['card', 'us_bank_account'],
    });
    expect(link).toMatchObject({
      link_funding_sources: ['CARD', 'BANK_ACCOUNT'],
      link_consumer_incentive: {
        incentive_display_text: '$5',
        incentive_params: { amount_flat: 500, currency: 'USD', payment_method: 'link_instant_debits' },
      },
    });
  });

  it('offers saved bank accounts for instant debits to a USD payment that lists link, cards passing through', async () => {
    const { link } = await settings({
      amount: 2500,
      currency: 'usd',
      payment_method_types: ['card', 'link'],
    });
    expect(link).toMatchObject({
      link_enabled: true,
      link_funding_sources: ['CARD', 'BANK_ACCOUNT'],
      link_passthrough_mode_enabled: true,
      link_mode: 'PASSTHROUGH',
    });
    const euro = await settings({ amount: 2500, currency: 'eur', payment_method_types: ['card', 'link'] });
    expect(euro.link.link_funding_sources).toEqual(['CARD']);
  });

  it('has no bank option, and no incentive, where no bank account can pay', async () => {
    const { link } = await settings({ amount: 2500, currency: 'usd', payment_method_types: ['card'] });
    expect(link).toMatchObject({ link_funding_sources: ['CARD'], link_consumer_incentive: null });
  });

  it('starts a linking session for the Link wallet without a billing name, but not a plain one', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      payment_method_types: ['card', 'us_bank_account'],
    } as Stripe.PaymentIntentCreateParams);
    const start = (form: string) =>
      t.request('POST', `/v1/payment_intents/${pi.id}/link_account_sessions`, {
        key: t.publishableKey,
        body: `client_secret=${encodeURIComponent(pi.client_secret!)}&${form}`,
      });
    const forLink = await start('payment_method_type=link');
    expect(forLink.status).toBe(200);
    expect(forLink.body.client_secret).toMatch(/^fcsess_/);
    const plain = await start('payment_method_type=us_bank_account');
    expect(plain.status).toBe(400);
    expect(plain.body.error.param).toBe('payment_method_data[billing_details][name]');
  });
});
