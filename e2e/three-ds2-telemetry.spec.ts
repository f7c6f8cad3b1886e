import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures/browser.js';
import { readFunnel, sessionsAt } from './fixtures/funnel.js';
import { screenshot } from './fixtures/screenshots.js';
import { type Stack, startStack } from './fixtures/stack.js';
import { answerChallenge, challengePage } from './models/challenge.js';
import { ShopModel } from './models/shop.js';

const CARD = { expiry: '1234', cvc: '123', country: 'US', postalCode: '10001' };

/** The API calls the frames make, with their form bodies. */
function recordCalls(page: Page): { path: string; body: URLSearchParams }[] {
  const calls: { path: string; body: URLSearchParams }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/v1/') || request.method() !== 'POST') return;
    calls.push({ path: url.pathname, body: new URLSearchParams(request.postData() ?? '') });
  });
  return calls;
}

describe('3-D Secure 2 and the checkout funnel', () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  it('sends the browser data to 3ds2/authenticate, shows the challenge, reports its end and pays', async () => {
    const page = await newPage(browser);
    const calls = recordCalls(page);
    const shop = new ShopModel(page, stack.shopUrl);
    await shop.open();
    await shop.element.fillCard({ number: '4000000000003220', ...CARD });
    await shop.pay();
    await challengePage(page);
    const authenticate = calls.find((c) => c.path === '/v1/3ds2/authenticate');
    expect(authenticate).toBeDefined();
    const browserData = JSON.parse(authenticate!.body.get('browser')!);
    expect(browserData).toMatchObject({
      browserJavascriptEnabled: true,
      browserJavaEnabled: false,
      browserLanguage: expect.any(String),
      browserColorDepth: expect.any(Number),
      browserScreenWidth: expect.any(Number),
      browserScreenHeight: expect.any(Number),
      browserTZ: expect.any(Number),
      browserUserAgent: expect.stringContaining('Mozilla'),
    });
    await screenshot(page, '3ds2-challenge');
    await answerChallenge(page, true);
    expect(await shop.statusShown()).toBe('succeeded');
    const order = calls.map((c) => c.path).filter((p) => p.includes('/3ds2/') || p.endsWith('/confirm'));
    expect(order[0]).toMatch(/\/payment_intents\/pi_\w+\/confirm$/);
    expect(order.slice(1)).toEqual(['/v1/3ds2/authenticate', '/v1/3ds2/challenge_complete']);

    // The confirmation names the integration, as Stripe.js does.
    const confirm = calls.find((c) => c.path.endsWith('/confirm'))!;
    expect(confirm.body.get('payment_method_data[payment_user_agent]')).toContain('payframe.js');
    expect(confirm.body.get('client_attribution_metadata[merchant_integration_source]')).toBe('elements');
    expect(confirm.body.get('client_attribution_metadata[client_session_id]')).toMatch(/^[0-9a-f-]{36}$/);

    const [intent] = (await stack.stripe.paymentIntents.list({ limit: 1, expand: ['data.latest_charge'] }))
      .data;
    const charge = intent!.latest_charge as { payment_method_details: { card: { three_d_secure: unknown } } };
    expect(charge.payment_method_details.card.three_d_secure).toMatchObject({
      authentication_flow: 'challenge',
      result: 'authenticated',
      transaction_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await page.context().close();
  });

  it('records the funnel of a paid and an abandoned checkout, with nothing sensitive in it', async () => {
    const before = await readFunnel(stack);
    const count = async (step: string) => sessionsAt(await readFunnel(stack), step, 'card');
    const base = (step: string) => sessionsAt(before, step, 'card');

    const paid = await newPage(browser);
    const paidShop = new ShopModel(paid, stack.shopUrl);
    await paidShop.open();
    await paidShop.element.fillCard({ number: '4242424242424242', ...CARD });
    await paidShop.pay();
    expect(await paidShop.statusShown()).toBe('succeeded');

    const abandoned = await newPage(browser);
    const abandonedShop = new ShopModel(abandoned, stack.shopUrl);
    await abandonedShop.open();
    await abandonedShop.element.fillCard({ number: '4000000000000002', ...CARD });
    // The shopper filled the form and left without paying.
    await expect.poll(() => count('form_completed'), { timeout: 20_000 }).toBe(base('form_completed') + 2);
    await abandoned.close({ runBeforeUnload: true });
    await paid.context().close();
    await abandoned.context().close();

    await expect
      .poll(() => count('payment_succeeded'), { timeout: 20_000 })
      .toBe(base('payment_succeeded') + 1);
    expect(await count('confirm_started')).toBe(base('confirm_started') + 1);
    expect(await count('method_selected')).toBe(base('method_selected') + 2);
    expect(sessionsAt(await readFunnel(stack), 'element_loaded')).toBeGreaterThanOrEqual(3);

    // Every stored event, every column: no card number, CVC, postal code, e-mail, phone or code.
    const rows = await stack.server.context.db.selectFrom('telemetry_events').selectAll().execute();
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const { id: _id, session: _session, created: _created, account_id: _account, ...fields } = row;
      for (const value of Object.values(fields)) {
        if (typeof value !== 'string') continue;
        expect(value).not.toMatch(/\d{3,}|@|\+/);
      }
      expect(JSON.stringify(fields)).not.toMatch(/4242|0002|3220|10001|@/);
    }
  });
});
