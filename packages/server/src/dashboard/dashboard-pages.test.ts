import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/index.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { WebhookListener } from '../webhooks/listener.fixture.js';
import { waitFor } from '../webhooks/wait.fixture.js';
import { dashboardClient, PASSWORD } from './dashboard.fixture.js';
import { createOperator } from './operators.js';

const ids = (answer: { body: { data: { id: string }[] } }) => answer.body.data.map((row) => row.id);

describe.each(DATABASES)('the dashboard pages on %s', (database) => {
  let t: TestServer;
  const { call, signIn } = dashboardClient(() => t.url);
  const hooks = new WebhookListener();
  beforeAll(async () => {
    await hooks.listen();
    t = await startTestServer({ database, config: { webhooks: { pollMs: 50, timeoutMs: 2000 } } });
    const db = t.server.context.db;
    await createOperator(db, {
      accountId: t.server.keys.accountId,
      email: 'ops@example.com',
      password: PASSWORD,
    });
    const other = (await createAccount(db, t.server.context.vault, { businessName: 'Other' })).accountId;
    await createOperator(db, { accountId: other, email: 'other@example.com', password: PASSWORD });
  });
  afterAll(async () => {
    await t?.close();
    await hooks.close();
  });

  const pay = (amount: number, currency: string, extra: Record<string, unknown> = {}) =>
    t.stripe.paymentIntents.create({
      amount,
      currency,
      payment_method: 'pm_card_visa',
      confirm: true,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      ...extra,
    });

  it('filters payments by amount in whole units of each currency, by customer and by method', async () => {
    const customer = await t.stripe.customers.create({ email: 'filter@example.com' });
    const small = await pay(950, 'usd', { customer: customer.id });
    const large = await pay(12_000, 'usd');
    const yen = await pay(5000, 'jpy');
    const open = await t.stripe.paymentIntents.create({ amount: 3000, currency: 'usd' });
    const { cookie } = await signIn('ops@example.com');
    const list = (query: string) => call('GET', `/dashboard/api/payments?${query}`, { cookie });

    const tens = await list('amount_gte=9&amount_lte=120');
    expect(ids(tens)).toEqual(expect.arrayContaining([small.id, large.id, open.id]));
    expect(ids(tens)).not.toContain(yen.id);
    expect(ids(await list('amount_gte=4000&amount_lte=6000'))).toEqual([yen.id]);
    expect(ids(await list('amount_gte=100'))).toEqual(expect.arrayContaining([large.id, yen.id]));
    expect(ids(await list('amount_lte=9.50'))).toContain(small.id);
    expect(ids(await list('amount_lte=9.49'))).not.toContain(small.id);
    expect(ids(await list(`customer=${customer.id}`))).toEqual([small.id]);

    const cards = await list('method=card');
    expect(ids(cards)).toEqual(expect.arrayContaining([small.id, large.id, yen.id]));
    expect(ids(cards)).not.toContain(open.id);
    expect(cards.body.data.find((row: { id: string }) => row.id === large.id).payment_method_type).toBe(
      'card',
    );
    expect((await list('method=sepa_debit')).body.data).toEqual([]);

    const bad = await list('amount_gte=ten');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ type: 'invalid_request_error', param: 'amount_gte' });

    const theirs = await signIn('other@example.com');
    expect(
      (await call('GET', `/dashboard/api/payments?customer=${customer.id}`, { cookie: theirs.cookie })).body
        .data,
    ).toEqual([]);
    expect((await call('GET', '/dashboard/api/payments?amount_gte=1')).status).toBe(401);
  });

  it('lists customers found by e-mail, and shows one with saved methods and payments', async () => {
    const customer = await t.stripe.customers.create({ email: 'Saved.Cards@example.com', name: 'Ada' });
    await t.stripe.customers.create({ email: 'someone-else@example.com' });
    const method = await t.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const payment = await pay(4200, 'eur', { customer: customer.id, payment_method: method.id });
    const { cookie } = await signIn('ops@example.com');

    const found = await call('GET', '/dashboard/api/customers?q=saved.cards', { cookie });
    expect(ids(found)).toEqual([customer.id]);
    expect(found.body.data[0]).toMatchObject({ email: 'Saved.Cards@example.com', name: 'Ada' });
    expect(ids(await call('GET', `/dashboard/api/customers?q=${customer.id}`, { cookie }))).toEqual([
      customer.id,
    ]);
    expect((await call('GET', '/dashboard/api/customers?q=%25', { cookie })).body.data).toEqual([]);

    const detail = await call('GET', `/dashboard/api/customers/${customer.id}`, { cookie });
    expect(detail.status).toBe(200);
    expect(detail.body.customer.id).toBe(customer.id);
    expect(detail.body.payment_methods).toEqual([
      expect.objectContaining({ id: method.id, type: 'card', details: '•••• 4242' }),
    ]);
    expect(detail.body.payment_methods[0].card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(ids({ body: { data: detail.body.payments } })).toEqual([payment.id]);

    const theirs = await signIn('other@example.com');
    expect(ids(await call('GET', '/dashboard/api/customers', { cookie: theirs.cookie }))).toEqual([]);
    const hidden = await call('GET', `/dashboard/api/customers/${customer.id}`, { cookie: theirs.cookie });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.type).toBe('invalid_request_error');
    expect((await call('GET', '/dashboard/api/customers')).status).toBe(401);
  });

  it("shows a delivery's signed body and the start of the endpoint's answer, without card data", async () => {
    const endpoint = await t.stripe.webhookEndpoints.create({
      url: hooks.url,
      enabled_events: ['payment_intent.succeeded'],
    });
    const payment = await pay(1500, 'usd', { payment_method: 'pm_card_visa' });
    const { cookie } = await signIn('ops@example.com');
    const delivery = await waitFor('the delivery to succeed', async () => {
      const endpoints = await call('GET', '/dashboard/api/webhook_endpoints', { cookie });
      const mine = endpoints.body.data.find((e: { id: string }) => e.id === endpoint.id);
      return mine?.deliveries.find((d: { status: string }) => d.status === 'succeeded') as
        | { id: string }
        | undefined;
    });
    const detail = await call('GET', `/dashboard/api/deliveries/${delivery.id}`, { cookie });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ status: 'succeeded', last_status: 200, response_body: 'ok' });
    const sent = hooks.requests.find((r) => r.body.includes(payment.id))!;
    // Rebuilt from the event: the same body, but with how many webhooks are pending now.
    const pending = (body: string) => body.replace(/"pending_webhooks": \d+/, '"pending_webhooks": N');
    expect(pending(detail.body.request_body)).toBe(pending(sent.body));
    expect(detail.body.request_body).toContain('"last4": "4242"');
    expect(detail.body.request_body).not.toMatch(/4242424242424242|"cvc"/);

    const theirs = await signIn('other@example.com');
    expect(
      (await call('GET', `/dashboard/api/deliveries/${delivery.id}`, { cookie: theirs.cookie })).status,
    ).toBe(404);
    await t.stripe.webhookEndpoints.del(endpoint.id);
  });

  it('charts volume and success rate per day, decline codes and the method mix from SQL aggregates', async () => {
    await pay(2000, 'gbp');
    await expect(
      pay(2000, 'gbp', { payment_method: 'pm_card_chargeDeclinedInsufficientFunds' }),
    ).rejects.toThrow();
    const { cookie } = await signIn('ops@example.com');
    const offset = new Date().getTimezoneOffset();
    const charts = await call('GET', `/dashboard/api/charts?days=7&tz_offset=${offset}`, { cookie });
    expect(charts.status).toBe(200);
    expect(charts.body.days).toHaveLength(7);
    const today = charts.body.days.at(-1);
    expect(today.volume.gbp).toBe(2000);
    expect(today.failed).toBeGreaterThanOrEqual(1);
    expect(today.success_rate).toBeGreaterThan(0);
    expect(today.success_rate).toBeLessThan(1);
    expect(charts.body.decline_codes).toContainEqual({ code: 'insufficient_funds', count: 1 });
    expect(charts.body.payment_methods[0].type).toBe('card');

    const theirs = await signIn('other@example.com');
    const empty = await call('GET', '/dashboard/api/charts?days=7', { cookie: theirs.cookie });
    expect(empty.body.decline_codes).toEqual([]);
    expect(empty.body.days.every((d: { succeeded: number }) => d.succeeded === 0)).toBe(true);
    expect((await call('GET', '/dashboard/api/charts?days=0', { cookie })).status).toBe(400);
  });

  it("streams new payments and events of the session's account and mode, and ends with the session", async () => {
    const { cookie, csrf } = await signIn('ops@example.com');
    expect((await fetch(`${t.url}/dashboard/api/stream`)).status).toBe(401);
    const response = await fetch(`${t.url}/dashboard/api/stream`, { headers: { cookie } });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) return;
        text += value;
      }
    };
    const payment = await pay(700, 'usd');
    await readUntil(new RegExp(`event: payment\\ndata: \\{"id":"${payment.id}"\\}`));
    await readUntil(/event: event\ndata: \{"id":"evt_/);
    expect(text).toContain(payment.id);
    // Another account's operator sees nothing of it.
    expect(text.match(/event: payment/g)).toHaveLength(1);

    await call('POST', '/dashboard/api/logout', { cookie, csrf });
    const ended = await waitFor('the stream to end', async () => (await reader.read()).done || undefined);
    expect(ended).toBe(true);
  });
});
