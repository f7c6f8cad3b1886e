import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPage } from '../pages/test-page-driver.fixture.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidResource } from '../testing/openapi.js';
import { eventTypes } from './event-types.js';

describe.each(DATABASES)('3-D Secure on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  it('runs a 3-D Secure challenge on the hosted page: Complete', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 3000,
      currency: 'eur',
      payment_method: 'pm_card_threeDSecure2Required',
      confirm: true,
      return_url: 'https://shop.example/return?order=7',
    });
    expect(pi.status).toBe('requires_action');
    expect(pi.latest_charge).toBeNull();
    expect(pi.next_action).toMatchObject({
      type: 'redirect_to_url',
      redirect_to_url: { return_url: 'https://shop.example/return?order=7' },
    });
    expectValidResource('payment_intent', pi);
    const url = pi.next_action!.redirect_to_url!.url!;
    expect(url.startsWith(`${t.server.context.config.publicUrl}/test/3ds/`)).toBe(true);

    const page = await openTestPage(url);
    expect(page.status).toBe(200);
    expect(page.heading).toBe('Payframe test mode: 3-D Secure');
    expect(page.buttons).toEqual(['Complete', 'Fail']);
    expect(page.html).toContain('€30.00');
    expect(page.html).toContain('Visa •••• 3220');
    const answer = await page.press('Complete');
    expect(answer.status).toBe(303);
    const back = new URL(answer.location!);
    expect(back.origin + back.pathname).toBe('https://shop.example/return');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      order: '7',
      payment_intent: pi.id,
      payment_intent_client_secret: pi.client_secret,
      redirect_status: 'succeeded',
    });

    const after = await t.stripe.paymentIntents.retrieve(pi.id, { expand: ['latest_charge'] });
    expect(after).toMatchObject({ status: 'succeeded', amount_received: 3000, next_action: null });
    const charge = after.latest_charge as Stripe.Charge;
    expect(charge.payment_method_details?.card?.three_d_secure).toMatchObject({
      authentication_flow: 'challenge',
      result: 'authenticated',
    });
    expect(await eventTypes(t.stripe, pi.id)).toEqual([
      'payment_intent.created',
      'payment_intent.requires_action',
      'payment_intent.succeeded',
    ]);

    // The page is spent: pressing again changes nothing and charges nothing.
    const reopened = await openTestPage(url);
    expect(reopened.heading).toBe('This test page was already used');
    expect(reopened.buttons).toEqual([]);
    const charges = await t.stripe.charges.list({ payment_intent: pi.id });
    expect(charges.data).toHaveLength(1);
  });

  it('speaks the language the frames pass, else the browser’s, right to left for Arabic', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 3000,
      currency: 'eur',
      payment_method: 'pm_card_threeDSecure2Required',
      confirm: true,
      return_url: 'https://shop.example/return',
    });
    const url = pi.next_action!.redirect_to_url!.url!;
    const german = await openTestPage(`${url}&locale=de`);
    expect(german.heading).toBe('Payframe-Testmodus: 3-D Secure');
    expect(german.buttons).toEqual(['Abschließen', 'Fehlschlagen']);
    expect(german.html).toContain('<html lang="de" dir="ltr">');
    expect(german.html).toContain('30,00\u00a0€');
    const arabic = await (
      await fetch(url, { headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' } })
    ).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('إتمام');
    // Brazil's Portuguese and Taiwan's Chinese, from the browser's languages.
    const brazil = await (await fetch(url, { headers: { 'accept-language': 'pt-BR,pt;q=0.9' } })).text();
    expect(brazil).toContain('<html lang="pt-BR" dir="ltr">');
    expect(brazil).toContain('>Concluir</button>');
    expect(brazil).toContain('Modo de teste do Payframe: 3-D Secure');
    const taiwan = await (await fetch(`${url}&locale=zh-TW`)).text();
    expect(taiwan).toContain('<html lang="zh-TW" dir="ltr">');
    expect(taiwan).toContain('>完成</button>');
    const answer = await german.press('Abschließen');
    expect(answer.status).toBe(303);
  });

  it('runs a 3-D Secure challenge through the SDK action: Fail', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      payment_method: 'pm_card_threeDSecure2Required',
      confirm: true,
    });
    expect(pi.next_action?.type).toBe('use_stripe_sdk');
    const sdk = pi.next_action!.use_stripe_sdk as { type: string; stripe_js: string; source: string };
    expect(sdk.type).toBe('stripe_3ds2_fingerprint');
    expect(sdk.source).toMatch(/^src_/);

    // A guessed or altered token opens nothing.
    const forged = new URL(sdk.stripe_js);
    forged.searchParams.set('token', 'x'.repeat(32));
    expect((await openTestPage(forged.toString())).status).toBe(404);

    const page = await openTestPage(sdk.stripe_js);
    const answer = await page.press('Fail');
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('You can close this window.');
    const after = await t.stripe.paymentIntents.retrieve(pi.id);
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      latest_charge: null,
      last_payment_error: {
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
    });
    expect(await eventTypes(t.stripe, pi.id)).toEqual([
      'payment_intent.created',
      'payment_intent.requires_action',
      'payment_intent.payment_failed',
    ]);
  });

  it('holds a 3-D Secure payment for capture, and lets a manual confirmation use the authentication', async () => {
    const held = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      capture_method: 'manual',
      payment_method: 'pm_card_threeDSecure2Required',
      confirm: true,
    });
    const heldPage = await openTestPage(
      (held.next_action!.use_stripe_sdk as { stripe_js: string }).stripe_js,
    );
    await heldPage.press('Complete');
    expect(await t.stripe.paymentIntents.retrieve(held.id)).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 1000,
    });

    const manual = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      confirmation_method: 'manual',
      payment_method: 'pm_card_threeDSecure2Required',
      confirm: true,
    });
    const page = await openTestPage((manual.next_action!.use_stripe_sdk as { stripe_js: string }).stripe_js);
    await page.press('Complete');
    expect((await t.stripe.paymentIntents.retrieve(manual.id)).status).toBe('requires_confirmation');
    const confirmed = await t.stripe.paymentIntents.confirm(manual.id);
    expect(confirmed.status).toBe('succeeded');
  });

  it('asks for a challenge when the merchant requests 3-D Secure', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_threeDSecureOptional',
      payment_method_options: { card: { request_three_d_secure: 'challenge' } },
      confirm: true,
    });
    expect(pi.status).toBe('requires_action');
  });

  it('authenticates a frictionless card without a challenge', async () => {
    const pi = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_threeDSecureOptional',
      confirm: true,
      expand: ['latest_charge'],
    });
    expect(pi.status).toBe('succeeded');
    expect((pi.latest_charge as Stripe.Charge).payment_method_details?.card?.three_d_secure).toMatchObject({
      authentication_flow: 'frictionless',
      result: 'authenticated',
      version: '2.2.0',
    });
  });

  it('declines with authentication_required when nobody can authenticate', async () => {
    for (const params of [
      { payment_method: 'pm_card_authenticationRequired', off_session: true },
      { payment_method: 'pm_card_threeDSecure2Required', error_on_requires_action: true },
    ]) {
      const error = await t.stripe.paymentIntents
        .create({ amount: 1000, currency: 'usd', confirm: true, ...params })
        .then(
          () => undefined,
          (e: Stripe.errors.StripeError) => e,
        );
      expect(error).toMatchObject({
        statusCode: 402,
        type: 'StripeCardError',
        code: 'authentication_required',
        decline_code: 'authentication_required',
      });
      expect((error!.raw as { payment_intent: Stripe.PaymentIntent }).payment_intent.status).toBe(
        'requires_payment_method',
      );
    }
  });

  it('saves the method to the customer with setup_future_usage, then pays off-session', async () => {
    const customer = await t.stripe.customers.create({ email: 'future@example.com' });
    const pi = await t.stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      customer: customer.id,
      setup_future_usage: 'off_session',
      payment_method: 'pm_card_authenticationRequiredOnSetup',
      confirm: true,
    });
    expect(pi.status).toBe('requires_action');
    await (await openTestPage((pi.next_action!.use_stripe_sdk as { stripe_js: string }).stripe_js)).press(
      'Complete',
    );
    const paid = await t.stripe.paymentIntents.retrieve(pi.id);
    expect(paid.status).toBe('succeeded');
    const pm = await t.stripe.paymentMethods.retrieve(paid.payment_method as string);
    expect(pm.customer).toBe(customer.id);
    expect(await eventTypes(t.stripe, pm.id)).toContain('payment_method.attached');

    // The issuer lets a card set up with authentication pay without the shopper.
    const later = await t.stripe.paymentIntents.create({
      amount: 500,
      currency: 'usd',
      customer: customer.id,
      payment_method: pm.id,
      off_session: true,
      confirm: true,
    });
    expect(later.status).toBe('succeeded');
  });
});
