import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPage } from '../pages/test-page-driver.fixture.js';
import { eventTypes } from '../payment-intents/event-types.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';

describe.each(DATABASES)('setup intents on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  it('sets up a card for a customer and saves it to them', async () => {
    const customer = await t.stripe.customers.create({ email: 'setup@example.com' });
    const si = await t.stripe.setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_visa',
      confirm: true,
      usage: 'off_session',
      metadata: { plan: 'pro' },
    });
    expect(si).toMatchObject({
      object: 'setup_intent',
      status: 'succeeded',
      usage: 'off_session',
      customer: customer.id,
      last_setup_error: null,
      latest_attempt: expect.stringMatching(/^setatt_/),
      metadata: { plan: 'pro' },
    });
    expect(si.client_secret).toMatch(new RegExp(`^${si.id}_secret_`));
    expectValidResource('setup_intent', si);
    const pm = await t.stripe.paymentMethods.retrieve(si.payment_method as string);
    expect(pm.customer).toBe(customer.id);
    expect(await eventTypes(t.stripe, si.id)).toEqual(['setup_intent.created', 'setup_intent.succeeded']);
    expect(await eventTypes(t.stripe, pm.id)).toEqual(['payment_method.attached']);

    const list = await t.stripe.setupIntents.list({ customer: customer.id, expand: ['data.payment_method'] });
    expect(list.data.map((s) => (s.payment_method as Stripe.PaymentMethod).id)).toEqual([pm.id]);
    expectValidList('setup_intent', await t.stripe.setupIntents.list({ customer: customer.id }));
  });

  it('confirms from the browser with the publishable key and client secret', async () => {
    const customer = await t.stripe.customers.create({});
    const si = await t.stripe.setupIntents.create({
      customer: customer.id,
      allowed_payment_method_types: ['card'],
    });
    expect(si.status).toBe('requires_payment_method');
    await expect(t.publishable.setupIntents.retrieve(si.id)).rejects.toMatchObject({
      param: 'client_secret',
    });
    await expect(
      t.publishable.setupIntents.retrieve(si.id, { client_secret: `${si.id}_secret_wrong` }),
    ).rejects.toMatchObject({ code: 'setup_intent_invalid_parameter' });
    const seen = await t.publishable.setupIntents.retrieve(si.id, { client_secret: si.client_secret! });
    expect(seen).not.toHaveProperty('customer');

    const confirmed = await t.publishable.setupIntents.confirm(si.id, {
      client_secret: si.client_secret!,
      payment_method_data: {
        type: 'card',
        card: { number: '5555555555554444', exp_month: 10, exp_year: 2040, cvc: '321' },
      },
    } as unknown as Stripe.SetupIntentConfirmParams);
    expect(confirmed.status).toBe('succeeded');
    const pm = await t.stripe.paymentMethods.retrieve(confirmed.payment_method as string);
    expect(pm).toMatchObject({ customer: customer.id, card: { last4: '4444' } });
  });

  it('runs 3-D Secure on setup, after which off-session payments go through', async () => {
    const customer = await t.stripe.customers.create({});
    const si = await t.stripe.setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_authenticationRequiredOnSetup',
      confirm: true,
      return_url: 'https://shop.example/saved',
    });
    expect(si.status).toBe('requires_action');
    expectValidResource('setup_intent', si);
    const page = await openTestPage(si.next_action!.redirect_to_url!.url!);
    expect(page.heading).toBe('Payframe test mode: 3-D Secure');
    const answer = await page.press('Complete');
    const back = new URL(answer.location!);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      setup_intent: si.id,
      setup_intent_client_secret: si.client_secret,
      redirect_status: 'succeeded',
    });
    const done = await t.stripe.setupIntents.retrieve(si.id);
    expect(done.status).toBe('succeeded');
    expect(await eventTypes(t.stripe, si.id)).toEqual([
      'setup_intent.created',
      'setup_intent.requires_action',
      'setup_intent.succeeded',
    ]);

    const payment = await t.stripe.paymentIntents.create({
      amount: 4200,
      currency: 'usd',
      customer: customer.id,
      payment_method: done.payment_method as string,
      off_session: true,
      confirm: true,
    });
    expect(payment.status).toBe('succeeded');
  });

  it('fails a setup whose authentication fails, or whose card declines', async () => {
    const si = await t.stripe.setupIntents.create({
      payment_method: 'pm_card_threeDSecure2Required',
      confirm: true,
    });
    await (await openTestPage((si.next_action!.use_stripe_sdk as { stripe_js: string }).stripe_js)).press(
      'Fail',
    );
    expect(await t.stripe.setupIntents.retrieve(si.id)).toMatchObject({
      status: 'requires_payment_method',
      last_setup_error: { code: 'setup_intent_authentication_failure' },
    });
    expect(await eventTypes(t.stripe, si.id)).toContain('setup_intent.setup_failed');

    const customer = await t.stripe.customers.create({});
    const error = await t.stripe.setupIntents
      .create({ customer: customer.id, payment_method: 'pm_card_chargeDeclined', confirm: true })
      .then(
        () => undefined,
        (e: Stripe.errors.StripeError) => e,
      );
    expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' });
    const raw = error!.raw as { setup_intent: Stripe.SetupIntent };
    expect(raw.setup_intent).toMatchObject({
      status: 'requires_payment_method',
      last_setup_error: { code: 'card_declined' },
    });
    expect((await t.stripe.paymentMethods.list({ customer: customer.id, type: 'card' })).data).toEqual([]);

    // A card that verifies but declines charges: the setup works, the payment later fails.
    const saved = await t.stripe.setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_chargeCustomerFail',
      confirm: true,
    });
    expect(saved.status).toBe('succeeded');
    await expect(
      t.stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        customer: customer.id,
        payment_method: saved.payment_method as string,
        off_session: true,
        confirm: true,
      }),
    ).rejects.toMatchObject({ statusCode: 402, decline_code: 'generic_decline' });
  });

  it('sets up a SEPA account with a mandate, then debits it off-session', async () => {
    const customer = await t.stripe.customers.create({ email: 'sepa@example.com' });
    const params = {
      customer: customer.id,
      payment_method_types: ['sepa_debit'],
      payment_method_data: {
        type: 'sepa_debit',
        sepa_debit: { iban: 'AT611904300234573201' },
        billing_details: { name: 'Jenny Rosen', email: 'sepa@example.com' },
      },
      confirm: true,
    } as unknown as Stripe.SetupIntentCreateParams;
    await expect(t.stripe.setupIntents.create(params)).rejects.toMatchObject({ param: 'mandate_data' });
    const si = await t.stripe.setupIntents.create({
      ...params,
      mandate_data: { customer_acceptance: { type: 'offline' } },
    } as Stripe.SetupIntentCreateParams);
    expect(si.status).toBe('succeeded');
    expect(si.mandate).toMatch(/^mandate_/);

    const payment = await t.stripe.paymentIntents.create({
      amount: 990,
      currency: 'eur',
      customer: customer.id,
      payment_method: si.payment_method as string,
      allowed_payment_method_types: ['sepa_debit'],
      off_session: true,
      confirm: true,
    } as unknown as Stripe.PaymentIntentCreateParams);
    expect(payment.status).toBe('processing');
    const charge = await t.stripe.charges.retrieve(payment.latest_charge as string);
    expect(charge.payment_method_details?.sepa_debit?.mandate).toBe(si.mandate);
    await expect(
      t.stripe.paymentIntents.create({
        amount: 990,
        currency: 'eur',
        customer: customer.id,
        payment_method: si.payment_method as string,
        allowed_payment_method_types: ['sepa_debit'],
        mandate: 'mandate_someone_elses',
        off_session: true,
        confirm: true,
      } as unknown as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, param: 'mandate' });
  });

  it('updates, cancels and refuses what Stripe refuses', async () => {
    const si = await t.stripe.setupIntents.create({ description: 'Wallet' });
    const updated = await t.stripe.setupIntents.update(si.id, {
      metadata: { k: 'v' },
      payment_method: 'pm_card_visa',
    });
    expect(updated).toMatchObject({ status: 'requires_confirmation', metadata: { k: 'v' } });
    const canceled = await t.stripe.setupIntents.cancel(si.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(await eventTypes(t.stripe, si.id)).toEqual(['setup_intent.created', 'setup_intent.canceled']);
    await expect(t.stripe.setupIntents.confirm(si.id)).rejects.toMatchObject({
      code: 'setup_intent_unexpected_state',
    });

    const done = await t.stripe.setupIntents.create({ payment_method: 'pm_card_visa', confirm: true });
    await expect(t.stripe.setupIntents.cancel(done.id)).rejects.toMatchObject({
      code: 'setup_intent_unexpected_state',
      message:
        'You cannot cancel this SetupIntent because it has a status of succeeded. Only a SetupIntent with one of the following statuses may be canceled: requires_payment_method, requires_confirmation, requires_action.',
    });
    await expect(t.stripe.setupIntents.retrieve('seti_missing')).rejects.toMatchObject({ statusCode: 404 });
  });
});
