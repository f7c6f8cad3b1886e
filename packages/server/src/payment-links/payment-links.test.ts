import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';

describe.each(DATABASES)('payment links on %s', (database) => {
  let t: TestServer;
  let shirt: Stripe.Price;
  let cap: Stripe.Price;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
    const product = await t.stripe.products.create({ name: 'T-shirt' });
    shirt = await t.stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 2000 });
    const hat = await t.stripe.products.create({ name: 'Cap' });
    cap = await t.stripe.prices.create({ product: hat.id, currency: 'usd', unit_amount: 1500 });
  });
  afterAll(async () => t?.close());

  async function visit(url: string) {
    const { pathname } = new URL(url);
    return t.request('GET', pathname, { key: null, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
  }

  it('creates a link that sells its prices, lists its line items and answers valid objects', async () => {
    const link = await t.stripe.paymentLinks.create({
      line_items: [
        { price: shirt.id, quantity: 1 },
        { price: cap.id, quantity: 2, adjustable_quantity: { enabled: true, maximum: 5 } },
      ],
      after_completion: {
        type: 'hosted_confirmation',
        hosted_confirmation: { custom_message: 'See you soon!' },
      },
      metadata: { campaign: 'spring' },
    });
    expectValidResource('payment_link', link);
    expect(link).toMatchObject({
      object: 'payment_link',
      active: true,
      after_completion: {
        type: 'hosted_confirmation',
        hosted_confirmation: { custom_message: 'See you soon!' },
      },
      billing_address_collection: 'auto',
      metadata: { campaign: 'spring' },
    });
    expect(link.id).toMatch(/^plink_/);
    expect(link.url).toMatch(new RegExp(`^${t.url}/b/test_[A-Za-z0-9]+$`));

    const items = await t.stripe.paymentLinks.listLineItems(link.id);
    expectValidList('item', items);
    expect(items.data.map((item) => [item.description, item.quantity, item.amount_total])).toEqual([
      ['T-shirt', 1, 2000],
      ['Cap', 2, 3000],
    ]);
    const expanded = await t.stripe.paymentLinks.retrieve(link.id, { expand: ['line_items'] });
    expect(expanded.line_items?.data).toHaveLength(2);
    const listed = await t.stripe.paymentLinks.list({ active: true });
    expectValidList('payment_link', listed);
    expect(listed.data.map((l) => l.id)).toContain(link.id);
  });

  it('makes a Checkout Session per visit and sends the shopper to its page', async () => {
    const link = await t.stripe.paymentLinks.create({ line_items: [{ price: shirt.id, quantity: 3 }] });
    const first = await visit(link.url);
    expect(first.status).toBe(303);
    const location = String(first.headers.get('location'));
    expect(location).toMatch(new RegExp(`^${t.url}/c/pay/cs_test_`));
    const sessionId = new URL(location).pathname.split('/').pop()!;
    const session = await t.stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      payment_link: link.id,
      mode: 'payment',
      amount_total: 6000,
      status: 'open',
      success_url: `${link.url}/complete?session_id={CHECKOUT_SESSION_ID}`,
    });
    const second = await visit(link.url);
    expect(second.headers.get('location')).not.toBe(location);

    const redirecting = await t.stripe.paymentLinks.create({
      line_items: [{ price: cap.id, quantity: 1 }],
      after_completion: { type: 'redirect', redirect: { url: 'https://shop.example/thanks' } },
    });
    const other = await visit(redirecting.url);
    const otherSession = await t.stripe.checkout.sessions.retrieve(
      new URL(String(other.headers.get('location'))).pathname.split('/').pop()!,
    );
    expect(otherSession.success_url).toBe('https://shop.example/thanks');
  });

  it('turns a link off and on, and changes a line by its id only', async () => {
    const link = await t.stripe.paymentLinks.create({ line_items: [{ price: shirt.id, quantity: 1 }] });
    const off = await t.stripe.paymentLinks.update(link.id, { active: false });
    expect(off.active).toBe(false);
    const page = await visit(link.url);
    expect(page.status).toBe(410);
    expect(page.text).toContain('Ce lien n’est plus actif');
    const inLanguage = (language: string) =>
      t.request('GET', new URL(link.url).pathname, { key: null, headers: { 'accept-language': language } });
    const polish = await inLanguage('pl-PL,pl;q=0.9');
    expect(polish.text).toContain('<html lang="pl" dir="ltr">');
    expect(polish.text).toContain('Ten link nie jest już aktywny');
    const taiwan = await inLanguage('zh-TW');
    expect(taiwan.text).toContain('<html lang="zh-TW" dir="ltr">');
    expect(taiwan.text).toContain('此連結已失效');
    expect((await t.stripe.paymentLinks.list({ active: false })).data.map((l) => l.id)).toContain(link.id);
    expect((await t.stripe.paymentLinks.update(link.id, { active: true })).active).toBe(true);
    expect((await visit(link.url)).status).toBe(303);

    const [line] = (await t.stripe.paymentLinks.listLineItems(link.id)).data;
    await t.stripe.paymentLinks.update(link.id, { line_items: [{ id: line!.id, quantity: 4 }] });
    expect((await t.stripe.paymentLinks.listLineItems(link.id)).data[0]).toMatchObject({
      id: line!.id,
      quantity: 4,
    });
    const unknown = await t.request('POST', `/v1/payment_links/${link.id}`, {
      body: { 'line_items[0][id]': 'li_nothere', 'line_items[0][quantity]': '1' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: { param: 'line_items[0][id]' } });
  });

  it('refuses what it cannot sell, in the Stripe error shape', async () => {
    const refused = async (body: Record<string, string>, param?: string) => {
      const answer = await t.request('POST', '/v1/payment_links', { body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toMatchObject({ error: { type: 'invalid_request_error' } });
      if (param) expect((answer.body as { error: { param: string } }).error.param).toBe(param);
      return (answer.body as { error: { message: string } }).error.message;
    };
    const line = { 'line_items[0][price]': shirt.id, 'line_items[0][quantity]': '1' };
    const missing = await t.request('POST', '/v1/payment_links', {
      body: { 'line_items[0][price]': 'price_nothere', 'line_items[0][quantity]': '1' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      error: {
        code: 'resource_missing',
        param: 'line_items[0][price]',
        message: "No such price: 'price_nothere'",
      },
    });
    const euro = await t.stripe.prices.create({
      product: shirt.product as string,
      currency: 'eur',
      unit_amount: 900,
    });
    expect(
      await refused(
        { ...line, 'line_items[1][price]': euro.id, 'line_items[1][quantity]': '1' },
        'line_items',
      ),
    ).toBe('All line items must have the same currency.');
    const monthly = await t.stripe.prices.create({
      product: shirt.product as string,
      currency: 'usd',
      unit_amount: 900,
      recurring: { interval: 'month' },
    });
    await refused(
      { 'line_items[0][price]': monthly.id, 'line_items[0][quantity]': '1' },
      'line_items[0][price]',
    );
    await refused({ ...line, 'subscription_data[trial_period_days]': '7' }, 'subscription_data');
    await refused({ ...line, application_fee_amount: '100' });
    await refused({ ...line, 'after_completion[type]': 'redirect' }, 'after_completion[redirect][url]');
    await refused(
      {
        ...line,
        'after_completion[type]': 'redirect',
        'after_completion[redirect][url]': 'javascript:alert(1)',
      },
      'after_completion[redirect][url]',
    );
    await refused({ ...line, 'automatic_tax[enabled]': 'true' }, 'automatic_tax[enabled]');
    const browser = await t.request('POST', '/v1/payment_links', { body: line, key: t.publishableKey });
    expect(browser.status).toBe(401);
    expect((await t.request('GET', '/b/test_nothere123', { key: null })).status).toBe(404);
    expect((await t.request('GET', '/b/..%2F..', { key: null })).status).toBe(404);
  });

  it('shows a page, not an error, when what a link sells was archived since', async () => {
    const product = await t.stripe.products.create({ name: 'Limited' });
    const price = await t.stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 500 });
    const link = await t.stripe.paymentLinks.create({ line_items: [{ price: price.id, quantity: 1 }] });
    await t.stripe.prices.update(price.id, { active: false });
    const page = await visit(link.url);
    expect(page.status).toBe(409);
    expect(page.text).toContain('Ce lien ne peut pas recevoir de paiement pour le moment');
  });
});
