import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/**
 * docs/radar.md#captcha with Turnstile configured: a siteverify stand-in on the loopback says
 * yes to `good-` tokens, no to others, and never answers for `slow-` ones.
 */
describe.each(DATABASES)('a third-party captcha provider on %s', (database) => {
  let t: TestServer;
  let siteverify: Server;
  const checked: Record<string, string>[] = [];
  beforeAll(async () => {
    siteverify = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const fields = Object.fromEntries(new URLSearchParams(raw));
        checked.push(fields);
        if (fields.response?.startsWith('slow-')) return;
        const success = fields.secret === 'ts_secret' && fields.response?.startsWith('good-') === true;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success }));
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}`;
    t = await startTestServer({
      database,
      config: {
        captcha: {
          provider: 'turnstile',
          siteKey: 'ts_site',
          secret: 'ts_secret',
          scriptUrl: `${origin}/api.js?render=explicit`,
          verifyUrl: `${origin}/siteverify`,
          verifyTimeoutMs: 300,
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    siteverify.closeAllConnections();
    await new Promise<void>((resolve) => siteverify.close(() => resolve()));
  });

  async function confirmInBrowser(number: string, token?: string) {
    const pm = await t.stripe.paymentMethods.create({
      type: 'card',
      card: { number, exp_month: 12, exp_year: 2040, cvc: '123' },
    } as Stripe.PaymentMethodCreateParams);
    const pi = await t.stripe.paymentIntents.create({ amount: 2500, currency: 'usd' });
    const confirmed = await t.publishable.paymentIntents.confirm(pi.id, {
      client_secret: pi.client_secret!,
      payment_method: pm.id,
      ...(token ? { radar_options: { hcaptcha_token: token } } : {}),
    } as Stripe.PaymentIntentConfirmParams);
    return { pi, confirmed: confirmed as Stripe.PaymentIntent & { next_action: any } };
  }

  it('names the provider, its site key and script in the elements session and the challenge answer', async () => {
    const pi = await t.stripe.paymentIntents.create({ amount: 2500, currency: 'usd' });
    const session = await t.request(
      'GET',
      `/v1/elements/sessions?type=payment_element&client_secret=${pi.client_secret}`,
      { key: t.publishableKey },
    );
    expect(session.status).toBe(200);
    const expected = {
      provider: 'turnstile',
      site_key: 'ts_site',
      rqdata: null,
      script_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api\.js\?render=explicit$/),
    };
    expect(session.body.passive_captcha).toMatchObject(expected);
    const challenge = await t.request('POST', '/v1/payframe/captcha_challenges', { key: t.publishableKey });
    expect(challenge.body).toMatchObject(expected);
  });

  it('pays with a good silent token; the same token again fails and asks for the provider’s widget, whose answer pays', async () => {
    checked.length = 0;
    const first = await confirmInBrowser('4242424242424242', 'good-1');
    expect(first.confirmed.status).toBe('succeeded');
    expect(checked[0]).toMatchObject({ secret: 'ts_secret', response: 'good-1', remoteip: '127.0.0.1' });

    const replay = await confirmInBrowser('4242424242424242', 'good-1');
    expect(replay.confirmed.status).toBe('requires_action');
    const stripeJs = replay.confirmed.next_action.use_stripe_sdk.stripe_js;
    expect(stripeJs).toMatchObject({ provider: 'turnstile', site_key: 'ts_site', rqdata: null });
    const verify = (token: string) =>
      t.request('POST', pathOf(stripeJs.verification_url), {
        key: t.publishableKey,
        body: {
          client_secret: replay.pi.client_secret!,
          challenge_response_token: token,
          challenge_response_ekey: 'ts_site',
        },
      });
    const refused = await verify('forged-1');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'The verification challenge was not completed or has expired. Please complete it again.',
    );
    // A provider that does not answer in time is a refusal too, never a server error.
    const timedOut = await verify('slow-1');
    expect(timedOut.status).toBe(400);
    expect(timedOut.body.error.code).toBe('payment_intent_invalid_parameter');
    const solved = await verify('good-2');
    expect(solved.status).toBe(200);
    expect(solved.body.status).toBe('succeeded');
  });

  it('a silent token the provider cannot check counts as no token: the payment goes on unchallenged', async () => {
    const { confirmed } = await confirmInBrowser('4242424242424242', 'slow-2');
    expect(confirmed.status).toBe('succeeded');
    const rejected = await confirmInBrowser('4242424242424242', 'forged-2');
    expect(rejected.confirmed.status).toBe('requires_action');
  });
});
