import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPage } from '../pages/test-page-driver.fixture.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';

/**
 * What the descriptor walk (`every-method.test.ts`) does not check of the redirect methods
 * described later: their own parameters, their charge details, the currencies they refuse
 * and where automatic payment methods offer them.
 */
describe.each(DATABASES)('redirect methods on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  /** Creates and confirms a payment, authorizes it at the test page, and answers its charge. */
  async function pay(
    type: string,
    currency: string,
    data: Record<string, unknown> = {},
    billing: Record<string, unknown> = { name: 'Jenny Rosen' },
  ): Promise<Stripe.Charge> {
    const pi = await t.stripe.paymentIntents.create({
      amount: 2000,
      currency,
      allowed_payment_method_types: [type],
      payment_method_data: { type, [type]: data, billing_details: billing },
      confirm: true,
      return_url: 'https://shop.example/done',
    } as unknown as Stripe.PaymentIntentCreateParams);
    expect(pi.status).toBe('requires_action');
    const page = await openTestPage(pi.next_action!.redirect_to_url!.url!);
    await page.press('Authorize');
    const after = await t.stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
    expect(after.status).toBe('succeeded');
    const charge = after.latest_charge as Stripe.Charge;
    expectValidResource('charge', charge);
    return charge;
  }

  function refusedIn(type: string, currency: string) {
    return expect(
      t.stripe.paymentIntents.create({
        amount: 1000,
        currency,
        allowed_payment_method_types: [type],
      } as unknown as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError', param: 'currency' });
  }

  async function automaticTypes(currency: string): Promise<string[]> {
    const pi = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency,
      automatic_payment_methods: { enabled: true },
    });
    return pi.payment_method_types;
  }

  describe('fpx', () => {
    it('takes a bank from its list and whose account pays, an individual’s unless told', async () => {
      const pm = await t.stripe.paymentMethods.create({ type: 'fpx', fpx: { bank: 'maybank2u' } });
      expect(pm.fpx).toEqual({ account_holder_type: 'individual', bank: 'maybank2u' });
      expectValidResource('payment_method', pm);
      const company = await t.stripe.paymentMethods.create({
        type: 'fpx',
        fpx: { bank: 'cimb', account_holder_type: 'company' },
      } as Stripe.PaymentMethodCreateParams);
      expect(company.fpx).toEqual({ account_holder_type: 'company', bank: 'cimb' });
    });

    it('refuses a payment method without a bank, with a bank not on the list, or an unknown holder type', async () => {
      await expect(t.stripe.paymentMethods.create({ type: 'fpx' })).rejects.toMatchObject({
        statusCode: 400,
        code: 'parameter_missing',
        param: 'fpx',
      });
      await expect(
        t.stripe.paymentMethods.create({
          type: 'fpx',
          fpx: { bank: 'nope' },
        } as Stripe.PaymentMethodCreateParams),
      ).rejects.toMatchObject({ statusCode: 400, param: 'fpx[bank]' });
      await expect(
        t.stripe.paymentMethods.create({
          type: 'fpx',
          fpx: { bank: 'cimb', account_holder_type: 'family' },
        } as unknown as Stripe.PaymentMethodCreateParams),
      ).rejects.toMatchObject({ statusCode: 400, param: 'fpx[account_holder_type]' });
    });

    it('charges with the bank, the holder type and the bank’s transaction id', async () => {
      const charge = await pay('fpx', 'myr', { bank: 'public_bank' });
      expect(charge.payment_method_details).toMatchObject({
        type: 'fpx',
        fpx: {
          account_holder_type: 'individual',
          bank: 'public_bank',
          transaction_id: expect.stringMatching(/^\d{16}$/),
        },
      });
    });

    it('pays in ringgit only, and is offered automatically in ringgit', async () => {
      await refusedIn('fpx', 'usd');
      expect(await automaticTypes('myr')).toEqual(expect.arrayContaining(['card', 'fpx']));
      expect(await automaticTypes('eur')).not.toContain('fpx');
    });
  });

  describe('twint', () => {
    it('pays in Swiss francs only: a PaymentIntent in euros is refused', async () => {
      await refusedIn('twint', 'eur');
      const charge = await pay('twint', 'chf');
      expect(charge.payment_method_details?.type).toBe('twint');
    });

    it('is offered by automatic payment methods in Swiss francs, and not without redirects', async () => {
      expect(await automaticTypes('chf')).toEqual(expect.arrayContaining(['card', 'twint']));
      expect(await automaticTypes('eur')).not.toContain('twint');
      const noRedirects = await t.stripe.paymentIntents.create({
        amount: 1000,
        currency: 'chf',
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      });
      expect(noRedirects.payment_method_types).not.toContain('twint');
    });

    it('takes no data of its own', async () => {
      const pm = await t.stripe.paymentMethods.create({ type: 'twint' } as Stripe.PaymentMethodCreateParams);
      expect((pm as unknown as { twint: unknown }).twint).toEqual({});
      await expect(
        t.stripe.paymentMethods.create({ type: 'twint', twint: { phone: '1' } } as never),
      ).rejects.toMatchObject({ statusCode: 400 });
    });
  });

  describe('grabpay', () => {
    it('pays in Singapore dollars and ringgit, with Grab’s transaction id on the charge', async () => {
      await refusedIn('grabpay', 'eur');
      for (const currency of ['sgd', 'myr']) {
        const charge = await pay('grabpay', currency);
        expect(charge.payment_method_details).toEqual({
          type: 'grabpay',
          grabpay: { transaction_id: expect.stringMatching(/^\d{16}$/) },
        });
      }
      expect(await automaticTypes('sgd')).toEqual(expect.arrayContaining(['card', 'grabpay']));
    });
  });

  describe('paypal', () => {
    it('starts without a payer, and charges naming the payer, PayPal’s ids and the seller protection', async () => {
      const pm = await t.stripe.paymentMethods.create({ type: 'paypal' } as Stripe.PaymentMethodCreateParams);
      expect((pm as unknown as { paypal: unknown }).paypal).toEqual({
        country: null,
        payer_email: null,
        payer_id: null,
      });
      const charge = await pay(
        'paypal',
        'usd',
        {},
        {
          name: 'Jenny Rosen',
          email: 'jenny@example.com',
          address: { country: 'US' },
        },
      );
      expect(charge.payment_method_details).toEqual({
        type: 'paypal',
        paypal: {
          country: 'US',
          payer_email: 'jenny@example.com',
          payer_id: expect.stringMatching(/^[A-Z0-9]{13}$/),
          payer_name: 'Jenny Rosen',
          seller_protection: {
            dispute_categories: ['fraudulent', 'product_not_received'],
            status: 'eligible',
          },
          transaction_id: expect.stringMatching(/^[A-Z0-9]{17}$/),
        },
      });
    });

    it('pays in the currencies PayPal settles, and only where the merchant names it', async () => {
      await refusedIn('paypal', 'jpy');
      expect(await automaticTypes('usd')).toEqual(['card', 'klarna']);
      expect(await automaticTypes('gbp')).not.toContain('paypal');
    });
  });

  describe('amazon_pay', () => {
    it("pays through Amazon's test page: an empty payment method, a card's funding on the charge", async () => {
      const method = await t.stripe.paymentMethods.create({
        type: 'amazon_pay',
      } as unknown as Stripe.PaymentMethodCreateParams);
      expectValidResource('payment_method', method);
      expect(method).toMatchObject({ type: 'amazon_pay', amazon_pay: {} });
      const charge = await pay('amazon_pay', 'usd', {}, { name: 'Jenny Rosen', address: { country: 'GB' } });
      expect(charge.payment_method_details).toEqual({
        type: 'amazon_pay',
        amazon_pay: {
          funding: {
            type: 'card',
            card: {
              brand: 'visa',
              country: 'GB',
              exp_month: 12,
              exp_year: expect.any(Number),
              funding: 'credit',
              last4: '4242',
            },
          },
        },
      });
    });

    it('pays in the currencies Stripe lists for it, and only where the merchant names it', async () => {
      await refusedIn('amazon_pay', 'pln');
      for (const currency of ['eur', 'gbp', 'jpy']) {
        const charge = await pay('amazon_pay', currency);
        expect(charge.payment_method_details?.type).toBe('amazon_pay');
      }
      expect(await automaticTypes('usd')).not.toContain('amazon_pay');
    });
  });

  describe('revolut_pay', () => {
    it('pays in euros and pounds only, and is offered automatically in them', async () => {
      await refusedIn('revolut_pay', 'usd');
      for (const currency of ['eur', 'gbp']) {
        const charge = await pay('revolut_pay', currency);
        expect(charge.payment_method_details?.type).toBe('revolut_pay');
        expect(await automaticTypes(currency)).toContain('revolut_pay');
      }
    });
  });

  describe('mobilepay', () => {
    it('pays in Danish, Norwegian and Swedish kroner and euros only', async () => {
      await refusedIn('mobilepay', 'usd');
      for (const currency of ['dkk', 'eur', 'nok', 'sek']) {
        expect(await automaticTypes(currency)).toContain('mobilepay');
      }
      const charge = await pay('mobilepay', 'dkk');
      expect(charge.payment_method_details?.type).toBe('mobilepay');
    });
  });

  describe('netbanking', () => {
    it('takes a bank from its list, pays in rupees only, and is offered automatically in rupees', async () => {
      await expect(t.stripe.paymentMethods.create({ type: 'netbanking' } as never)).rejects.toMatchObject({
        statusCode: 400,
        param: 'netbanking',
      });
      await expect(
        t.stripe.paymentMethods.create({ type: 'netbanking', netbanking: { bank: 'nope' } } as never),
      ).rejects.toMatchObject({ statusCode: 400, param: 'netbanking[bank]' });
      await refusedIn('netbanking', 'usd');
      expect(await automaticTypes('inr')).toEqual(expect.arrayContaining(['card', 'netbanking']));
      const charge = await pay('netbanking', 'inr', { bank: 'axis_bank' });
      expect(charge.payment_method_details).toMatchObject({
        type: 'netbanking',
        netbanking: { bank: 'axis_bank' },
      });
    });
  });
});
