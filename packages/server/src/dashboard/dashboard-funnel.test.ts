import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/index.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { dashboardClient, PASSWORD } from './dashboard.fixture.js';
import { createOperator } from './operators.js';

describe.each(DATABASES)("the dashboard's funnel on %s", (database) => {
  let t: TestServer;
  const { call, signIn } = dashboardClient(() => t.url);
  beforeAll(async () => {
    t = await startTestServer({ database, config: { telemetry: { retentionDays: 14, sampleRate: 1 } } });
    const db = t.server.context.db;
    await createOperator(db, {
      accountId: t.server.keys.accountId,
      email: 'ops@example.com',
      password: PASSWORD,
    });
    const other = (await createAccount(db, t.server.context.vault, { businessName: 'Other' })).accountId;
    await createOperator(db, { accountId: other, email: 'other@example.com', password: PASSWORD });
  });
  afterAll(async () => t?.close());

  /** Events as the logger frame posts them, with the test publishable key. */
  const send = (events: Record<string, string>[]) => {
    const form = new URLSearchParams();
    events.forEach((event, i) => {
      for (const [field, value] of Object.entries(event)) form.append(`events[${i}][${field}]`, value);
    });
    return t.request('POST', '/v1/payframe/telemetry', { key: t.publishableKey, body: form.toString() });
  };

  it("reads the session's account's funnel with the retention and sample rate in force", async () => {
    const paid = randomUUID();
    const declined = randomUUID();
    const abandoned = randomUUID();
    const card = { payment_method_type: 'card' };
    expect(
      (
        await send([
          { name: 'element_loaded', session: paid, element: 'payment' },
          { name: 'method_selected', session: paid, ...card },
          { name: 'form_completed', session: paid, ...card },
          { name: 'confirm_started', session: paid, ...card },
          { name: 'payment_succeeded', session: paid, ...card },
          { name: 'element_loaded', session: declined, element: 'payment' },
          { name: 'method_selected', session: declined, ...card },
          { name: 'confirm_started', session: declined, ...card },
          { name: 'payment_failed', session: declined, ...card, decline_code: 'insufficient_funds' },
          { name: 'element_loaded', session: abandoned, element: 'payment' },
          { name: 'method_selected', session: abandoned, payment_method_type: 'ideal' },
        ])
      ).status,
    ).toBe(200);

    expect((await call('GET', '/dashboard/api/funnel?days=7')).status).toBe(401);
    const { cookie } = await signIn('ops@example.com');
    const answer = await call('GET', '/dashboard/api/funnel?days=7', { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ days: 7, retention_days: 14, sample_rate: 1 });
    const today = new Date().toISOString().slice(0, 10);
    const cards = answer.body.data.find(
      (row: { date: string; payment_method_type: string }) =>
        row.date === today && row.payment_method_type === 'card',
    );
    expect(cards.sessions).toMatchObject({
      element_loaded: 2,
      method_selected: 2,
      form_completed: 1,
      confirm_started: 2,
      payment_succeeded: 1,
      payment_failed: 1,
    });
    expect(cards.conversion_rate).toBe(0.5);
    expect(cards.decline_codes).toEqual({ insufficient_funds: 1 });
    expect(answer.body.data.map((row: { payment_method_type: string }) => row.payment_method_type)).toContain(
      'ideal',
    );

    // Another account's operator sees none of it; a range out of bounds is refused.
    const theirs = await signIn('other@example.com');
    const empty = await call('GET', '/dashboard/api/funnel', { cookie: theirs.cookie });
    expect(empty.body).toMatchObject({ days: 30, data: [] });
    const wrong = await call('GET', '/dashboard/api/funnel?days=0', { cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.param).toBe('days');
  });
});
