import { envelope } from '@payframe/js/protocol';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MerchantApi } from './fixtures/merchant-site.js';
import { type MerchantSite, startMerchantSite } from './fixtures/merchant-site.js';
import { useShopSession } from './fixtures/shop-session.js';
import { challengePage } from './models/challenge.js';
import {
  addSender,
  frameIds,
  frameIndex,
  handledBy,
  namedFrame,
  type Origins,
  postFrom,
  receivedBy,
  type SenderKind,
} from './models/forged-messages.js';
import { PaymentElementModel } from './models/payment-element.js';

/**
 * Every frame the merchant page hosts, and the merchant script itself, act only on messages
 * from their partner: its origin and its window. Well-formed protocol envelopes (right
 * controller id, right frame id) from any other origin or window must change nothing, get no
 * reply and make no API call, and the element must still take a real payment afterwards.
 */
const VISA = { number: '4242424242424242', expiry: '1234', cvc: '123', country: 'US', postalCode: '10001' };
const CHALLENGE = { ...VISA, number: '4000000000003220' };
const SENDERS: SenderKind[] = ['other-origin', 'merchant-origin', 'payframe-origin'];

/** Records what reaches the merchant page's window, to show that no frame replied to a forgery. */
const RECORD_MESSAGES = `
  window.__seen = [];
  window.addEventListener('message', (event) => {
    const data = event.data;
    if (data && typeof data === 'object') window.__seen.push({ type: data.type, requestId: data.requestId });
  }, true);
`;

const merchant = (page: Page) => ({
  mount: (secret: string) =>
    page.evaluate((s) => (window as unknown as { merchant: MerchantApi }).merchant.mountPayment(s), secret),
  events: () => page.evaluate(() => (window as unknown as { merchant: MerchantApi }).merchant.events.length),
  pay: () => page.evaluate(() => (window as unknown as { merchant: MerchantApi }).merchant.pay()),
  submit: () => page.evaluate(() => (window as unknown as { merchant: MerchantApi }).merchant.submit()),
  replies: () =>
    page.evaluate(() =>
      (window as unknown as { __seen: Array<{ requestId?: string }> }).__seen.filter((m) =>
        m.requestId?.startsWith('forged'),
      ),
    ),
});

describe('frames and the merchant script ignore messages from the wrong origin or window', () => {
  const session = useShopSession();
  let site: MerchantSite;
  let origins: Origins;
  let apiCalls: string[];

  beforeAll(async () => {
    site = await startMerchantSite({
      payframeUrl: session.stack.payframeUrl,
      publishableKey: session.stack.server.keys.testPublishable,
    });
    // The same server under the other loopback name: a third origin (the page is on localhost,
    // Payframe on another port), neither the merchant's nor Payframe's.
    const other = new URL(site.url);
    other.hostname = '127.0.0.1';
    origins = { other: other.origin, payframe: session.stack.payframeUrl };
  });
  afterAll(async () => site?.close());

  beforeEach(async () => {
    apiCalls = [];
    session.page.on('request', (request) => {
      const url = new URL(request.url());
      // The funnel logger's batches leave on a timer, whatever the page says: not a reply to a message.
      const telemetry = url.pathname === '/v1/payframe/telemetry' || url.pathname === '/v1/payframe/pixel';
      if (url.pathname.startsWith('/v1/') && url.pathname !== '/v1/payframe.js' && !telemetry)
        apiCalls.push(url.pathname);
    });
    await session.page.addInitScript(RECORD_MESSAGES);
  });

  async function openCheckout(card = true): Promise<{ page: Page; element: PaymentElementModel }> {
    const { page, stack } = session;
    const intent = await stack.stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
    });
    await page.goto(site.url);
    await merchant(page).mount(intent.client_secret!);
    const element = new PaymentElementModel(page);
    await element.ready();
    if (card) await element.fillCard(VISA);
    return { page, element };
  }

  it('the controller and payment frames ignore forged commands, requests and options', async () => {
    const { page, element } = await openCheckout();
    const values = async () =>
      Promise.all(['number', 'expiry', 'cvc', 'postalCode'].map((n) => element.input(n).inputValue()));
    const before = await values();
    const controller = await frameIds(page, '__payframe_controller_');
    const payment = await frameIds(page, '__payframe_payment_');
    const [controllerIndex, paymentIndex] = await Promise.all([
      frameIndex(page, '__payframe_controller_'),
      frameIndex(page, '__payframe_payment_'),
    ]);
    const callsBefore = apiCalls.length;

    for (const kind of SENDERS) {
      const sender = await addSender(page, kind, origins);
      const ids = { controllerId: controller.controllerId };
      await postFrom(sender, controllerIndex, [
        envelope(
          'controller/request',
          { ...ids, requestId: `forged-${kind}` },
          {
            method: 'confirmPayment',
            args: { redirect: 'if_required', confirmParams: { return_url: site.url } },
            frameIds: [payment.frameId],
          },
        ),
        envelope('controller/elements-update', ids, { options: { locale: 'fr' } }),
      ]);
      const forPayment = { controllerId: payment.controllerId, frameId: payment.frameId };
      await postFrom(sender, paymentIndex, [
        envelope('element/command', forPayment, { command: 'clear' }),
        envelope('element/update', forPayment, { options: { readOnly: true, layout: 'accordion' } }),
      ]);
      await handledBy(sender, controllerIndex, namedFrame(page, '__payframe_controller_'));
      await handledBy(sender, paymentIndex, namedFrame(page, '__payframe_payment_'));
    }
    // A request the controller accepted would be under way by the time a real one, asked after
    // it, is answered: requests are taken in order, the same way.
    expect(await merchant(page).submit()).toEqual({ error: undefined });
    for (const kind of SENDERS) {
      const sender = namedFrame(page, `sender-${kind}`);
      expect(await receivedBy(sender), `a reply reached the ${kind} sender`).toEqual([]);
    }

    expect(await values()).toEqual(before);
    expect(await element.input('number').getAttribute('readonly')).toBeNull();
    expect(await element.frame.locator('.AccordionItem').count()).toBe(0);
    expect(apiCalls.slice(callsBefore)).toEqual([]);
    expect(await merchant(page).replies()).toEqual([]);
    const intents = await session.stack.stripe.paymentIntents.list({ limit: 1 });
    expect(intents.data[0]?.status).toBe('requires_payment_method');

    // The element still takes a real payment.
    expect(await merchant(page).pay()).toEqual({ status: 'succeeded', error: undefined });
  });

  it('the merchant script ignores events not sent by its own frames', async () => {
    const { page, element } = await openCheckout(false);
    const payment = await frameIds(page, '__payframe_payment_');
    const controller = await frameIds(page, '__payframe_controller_');
    const eventsBefore = await merchant(page).events();
    expect(eventsBefore).toBeGreaterThan(0); // the real `ready` reached the handler
    const heightBefore = (await element.iframe.boundingBox())!.height;
    const forPayment = { controllerId: payment.controllerId, frameId: payment.frameId };

    // merchant-origin: a window of the merchant's origin posting to its parent is not a frame either.
    for (const kind of SENDERS) {
      const sender = await addSender(page, kind, origins);
      await postFrom(sender, 'parent', [
        envelope('element/ready', forPayment, {}),
        envelope('element/change', forPayment, {
          elementType: 'payment',
          complete: true,
          empty: false,
          value: { type: 'card' },
        }),
        envelope('element/focus', forPayment, {}),
        envelope('element/height', forPayment, { height: 999 }),
        envelope('controller/show-challenge', { controllerId: controller.controllerId }, { frameId: 'x' }),
        envelope('controller/navigate', { controllerId: controller.controllerId }, { url: origins.other }),
      ]);
      await handledBy(sender, 'parent', page.mainFrame());
    }
    expect(await merchant(page).events()).toBe(eventsBefore);
    expect((await element.iframe.boundingBox())!.height).toBe(heightBefore);
    expect(await page.locator('iframe[name^="__payframe_challenge_"]').count()).toBe(0);
    expect(page.url()).toBe(`${site.url}/`);

    // Real events from the element frame still reach the merchant's handlers.
    await element.input('number').pressSequentially('4242', { delay: 5 });
    await expect.poll(() => merchant(page).events()).toBeGreaterThan(eventsBefore);
  });

  it('the 3-D Secure challenge frame ignores a forged "done" while it is shown', async () => {
    const { page } = await openCheckout(false);
    await new PaymentElementModel(page).fillCard(CHALLENGE);
    await page.evaluate(() => {
      const w = window as unknown as { merchant: MerchantApi; __paid?: unknown };
      void w.merchant.pay().then((result) => {
        w.__paid = result;
      });
    });
    await challengePage(page);
    const challengeIndex = await frameIndex(page, '__payframe_challenge_');
    const challenge = await frameIds(page, '__payframe_challenge_');
    const callsBefore = apiCalls.length;
    const done = { type: 'payframe/test-page-done', action: 'x', status: 'succeeded' };

    for (const kind of SENDERS) {
      const sender = await addSender(page, kind, origins);
      await postFrom(sender, challengeIndex, [
        done,
        envelope('challenge/done', challenge, { status: 'succeeded' }),
        envelope('challenge/cancel', challenge, {}),
      ]);
      await handledBy(sender, challengeIndex, namedFrame(page, '__payframe_challenge_'));
      expect(await receivedBy(sender), `a reply reached the ${kind} sender`).toEqual([]);
    }
    // The merchant page itself is not the challenge page either.
    await page.evaluate(({ index, done }) => window.frames[index]?.postMessage(done, '*'), {
      index: challengeIndex,
      done,
    });
    await handledBy(page.mainFrame(), challengeIndex, namedFrame(page, '__payframe_challenge_'));

    expect(apiCalls.slice(callsBefore)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __paid?: unknown }).__paid)).toBeUndefined();
    expect(await page.locator('iframe[name^="__payframe_challenge_"]').count()).toBe(1);

    // The real challenge page still completes the payment.
    const frame = await challengePage(page);
    await frame.getByRole('button', { name: 'Complete' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __paid?: unknown }).__paid), {
        timeout: 20_000,
      })
      .toEqual({ status: 'succeeded', error: undefined });
  });
});
