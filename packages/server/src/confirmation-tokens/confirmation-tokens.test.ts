import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../routing/route.js';
import type { Db } from '../store/types.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { resolveConfirmationToken } from './resolve.js';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

describe.each(DATABASES)('confirmation tokens on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  /** Runs `work` as a request of the default account in test mode would, in one transaction. */
  function inRequest<T>(work: (ctx: RequestContext<unknown>) => Promise<T>): Promise<T> {
    const app = t.server.context;
    const scope = { accountId: t.server.keys.accountId, livemode: false };
    return app.db.transaction().execute((db: Db) =>
      work({
        app,
        db,
        scope,
        auth: { kind: 'secret', scope, keyAccountId: scope.accountId, key: t.secretKey },
        params: {},
        path: {},
        requestId: 'req_test',
        idempotencyKey: null,
        apiVersion: '2020-08-27',
        apiVersionExplicit: false,
        emit: async () => {},
        afterCommit: () => {},
      }),
    );
  }

  const createWithCard = (extra: Record<string, unknown> = {}) =>
    t.request('POST', '/v1/confirmation_tokens', {
      key: t.publishableKey,
      body: {
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4000002760003184',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': String(NEXT_YEAR),
        'payment_method_data[card][cvc]': '123',
        'payment_method_data[billing_details][name]': 'Jenny Rosen',
        'payment_method_data[billing_details][address][postal_code]': '10115',
        return_url: 'https://shop.example/return',
        setup_future_usage: 'off_session',
        'shipping[name]': 'Jenny Rosen',
        'shipping[address][line1]': '1 Main St',
        'shipping[address][country]': 'DE',
        'mandate_data[customer_acceptance][type]': 'online',
        'mandate_data[customer_acceptance][online][ip_address]': '203.0.113.7',
        'mandate_data[customer_acceptance][online][user_agent]': 'Mozilla/5.0',
        ...extra,
      },
    });

  it('is created with the publishable key and retrieved with the secret key', async () => {
    const created = await createWithCard();
    expect(created.status).toBe(200);
    const token = created.body;
    expect(token.id).toMatch(/^ctoken_/);
    expect(token).toMatchObject({
      object: 'confirmation_token',
      livemode: false,
      payment_intent: null,
      setup_intent: null,
      return_url: 'https://shop.example/return',
      setup_future_usage: 'off_session',
      use_stripe_sdk: false,
      shipping: {
        name: 'Jenny Rosen',
        phone: null,
        address: { line1: '1 Main St', country: 'DE', city: null },
      },
      mandate_data: {
        customer_acceptance: {
          type: 'online',
          online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0' },
        },
      },
      payment_method_preview: {
        type: 'card',
        customer: null,
        allow_redisplay: 'unspecified',
        billing_details: { name: 'Jenny Rosen', address: { postal_code: '10115' } },
        card: {
          brand: 'visa',
          last4: '3184',
          exp_month: 12,
          exp_year: NEXT_YEAR,
          checks: { cvc_check: 'unchecked', address_postal_code_check: 'unchecked' },
        },
      },
    });
    expect(token.expires_at - token.created).toBe(12 * 60 * 60);
    expect(token.payment_method_preview.id).toBeUndefined();
    expect(created.text).not.toContain('4000002760003184');

    const fetched = await t.stripe.confirmationTokens.retrieve(token.id);
    expect(fetched).toEqual(token);
    await expect(t.publishable.confirmationTokens.retrieve(token.id)).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    await expect(t.stripe.confirmationTokens.retrieve('ctoken_missing')).rejects.toMatchObject({
      statusCode: 404,
      message: "No such ConfirmationToken: 'ctoken_missing'",
    });

    // Neither the token's row nor its sealed data shows the number.
    const row = await t.server.context.db
      .selectFrom('confirmation_tokens')
      .selectAll()
      .where('id', '=', token.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('4000002760003184');
    const sealed = await t.server.context.db
      .selectFrom('vault')
      .select('sealed')
      .where('id', '=', token.id)
      .executeTakeFirstOrThrow();
    expect(sealed.sealed).not.toContain('4000002760003184');
  });

  it('is made by the test helper with the secret key', async () => {
    const token = await t.stripe.testHelpers.confirmationTokens.create({
      payment_method: 'pm_card_visa',
      return_url: 'https://shop.example/return',
    });
    expect(token.payment_method_preview).toMatchObject({ type: 'card', card: { last4: '4242' } });
    const sepa = await t.stripe.testHelpers.confirmationTokens.create({
      payment_method_data: {
        type: 'sepa_debit',
        sepa_debit: { iban: 'DE89370400440532013000' },
        billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
      },
    });
    expect(sepa.payment_method_preview?.sepa_debit).toMatchObject({ last4: '3000', country: 'DE' });
  });

  it('answers bad input with the Stripe errors', async () => {
    const none = await t.request('POST', '/v1/confirmation_tokens', { key: t.publishableKey, body: {} });
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({ code: 'parameter_missing', param: 'payment_method_data' });

    const bad = await createWithCard({ 'payment_method_data[card][number]': '4242424242424241' });
    expect(bad.status).toBe(402);
    expect(bad.body.error).toMatchObject({ type: 'card_error', code: 'incorrect_number', param: 'number' });

    const missing = await createWithCard({ 'payment_method_data[card][exp_month]': '' });
    expect(missing.status).toBe(400);

    const unknown = await createWithCard({ 'payment_method_data[type]': 'bitcoin' });
    expect(unknown.body.error).toMatchObject({ param: 'payment_method_data[type]' });

    const noYear = await t.request('POST', '/v1/confirmation_tokens', {
      key: t.publishableKey,
      body: {
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '1',
      },
    });
    expect(noYear.body.error).toMatchObject({
      code: 'parameter_missing',
      param: 'payment_method_data[card][exp_year]',
      message: 'Missing required param: payment_method_data[card][exp_year].',
    });
  });

  it('shows a saved payment method to a publishable key only with its customer session', async () => {
    const customer = await t.stripe.customers.create({ payment_method: 'pm_card_mastercard' });
    const [saved] = (await t.stripe.customers.listPaymentMethods(customer.id)).data;
    const body = { payment_method: saved!.id };
    const refused = await t.request('POST', '/v1/confirmation_tokens', { key: t.publishableKey, body });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(`No such PaymentMethod: '${saved!.id}'`);

    const session = await t.stripe.customerSessions.create({
      customer: customer.id,
      components: { payment_element: { enabled: true } },
    });
    const allowed = await t.request('POST', '/v1/confirmation_tokens', {
      key: t.publishableKey,
      body: { ...body, customer_session_client_secret: session.client_secret },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.payment_method_preview).toMatchObject({
      customer: customer.id,
      card: { last4: '4444' },
    });
  });

  it('gives the payments code its payment method once, then refuses it as used', async () => {
    const token = (await createWithCard()).body;
    const pm = await inRequest(async (ctx) => {
      const resolved = await resolveConfirmationToken(ctx, token.id);
      expect(resolved).toMatchObject({
        return_url: 'https://shop.example/return',
        setup_future_usage: 'off_session',
        payment_method: null,
        payment_method_data: { type: 'card', card: { number: '4000002760003184', exp_month: 12 } },
      });
      expect(resolved.payment_method_data?.card?.cvc).toBeUndefined();
      const made = await resolved.paymentMethod();
      await resolved.markUsed({ payment_intent: 'pi_123' });
      return made;
    });
    expect(pm.id).toMatch(/^pm_/);
    expect(pm.card).toMatchObject({ last4: '3184', checks: { cvc_check: 'unchecked' } });
    expect(await t.stripe.paymentMethods.retrieve(pm.id)).toEqual(pm);
    expect((await t.stripe.confirmationTokens.retrieve(token.id)).payment_intent).toBe('pi_123');

    await expect(inRequest((ctx) => resolveConfirmationToken(ctx, token.id))).rejects.toMatchObject({
      status: 400,
      body: { code: 'token_already_used', param: 'confirmation_token' },
    });
    await expect(inRequest((ctx) => resolveConfirmationToken(ctx, 'ctoken_nope', 'x'))).rejects.toMatchObject(
      {
        status: 404,
        body: { code: 'resource_missing', param: 'x' },
      },
    );
  });

  it('refuses an expired token', async () => {
    const token = (await createWithCard()).body;
    const row = await t.server.context.db
      .selectFrom('confirmation_tokens')
      .select('data')
      .where('id', '=', token.id)
      .executeTakeFirstOrThrow();
    const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
    await t.server.context.db
      .updateTable('confirmation_tokens')
      .set({ data: JSON.stringify({ ...data, expires_at: data.created - 1 }) })
      .where('id', '=', token.id)
      .execute();
    await expect(inRequest((ctx) => resolveConfirmationToken(ctx, token.id))).rejects.toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('has expired') },
    });
  });
});
