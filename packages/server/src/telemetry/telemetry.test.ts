import { randomUUID as newTelemetrySession } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../kernel/ids.js';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { pruneTelemetry, sampledIn } from './store.js';

const DAY = 86_400;

describe.each(DATABASES)('telemetry on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { telemetry: { retentionDays: 7, sampleRate: 1 } } });
  });
  afterAll(async () => t?.close());

  /** A batch form-encoded as the controller's logger sends it: `events[0][name]=...`. */
  const batch = (events: Record<string, unknown>[], key = t.publishableKey) => {
    const form = new URLSearchParams();
    events.forEach((event, i) => {
      for (const [field, value] of Object.entries(event))
        form.append(`events[${i}][${field}]`, String(value));
    });
    return t.request('POST', '/v1/payframe/telemetry', { key, body: form.toString() });
  };

  const stored = () =>
    t.server.context.db.selectFrom('telemetry_events').selectAll().orderBy('created').orderBy('id').execute();

  it('stores allow-listed events and builds the funnel per day and payment method', async () => {
    const paid = newTelemetrySession();
    const abandoned = newTelemetrySession();
    const declined = newTelemetrySession();
    const answer = await batch([
      { name: 'element_loaded', session: paid, element: 'payment' },
      { name: 'method_selected', session: paid, payment_method_type: 'card' },
      { name: 'form_completed', session: paid, payment_method_type: 'card' },
      { name: 'confirm_started', session: paid, payment_method_type: 'card' },
      { name: 'next_action_shown', session: paid, payment_method_type: 'card' },
      { name: 'payment_succeeded', session: paid, payment_method_type: 'card' },
      { name: 'element_loaded', session: abandoned, element: 'payment' },
      { name: 'method_selected', session: abandoned, payment_method_type: 'ideal' },
      { name: 'element_loaded', session: declined, element: 'payment' },
      { name: 'confirm_started', session: declined, payment_method_type: 'card' },
      {
        name: 'payment_failed',
        session: declined,
        payment_method_type: 'card',
        decline_code: 'insufficient_funds',
      },
      // Dropped: not an event, or fields that are not allowed.
      { name: 'keystroke', session: paid },
      { name: 'form_completed', session: paid, email: 'jenny@example.com', number: '4242424242424242' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      object: 'payframe.telemetry_batch',
      received: 13,
      stored: 12,
      sample_rate: 1,
    });
    // The tracking pixel carries one event in its query.
    const pixel = await t.request(
      'GET',
      `/v1/payframe/pixel?key=${t.publishableKey}&name=link.rendered&session=${paid}`,
      {
        key: null,
      },
    );
    expect(pixel.body).toMatchObject({ stored: 1 });

    const rows = await stored();
    expect(rows.some((r) => JSON.stringify(r).includes('jenny') || JSON.stringify(r).includes('4242'))).toBe(
      false,
    );

    const funnel = await t.request('GET', '/v1/payframe/funnel?days=1');
    expect(funnel.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(funnel.body).toMatchObject({ object: 'list', retention_days: 7 });
    expect(funnel.body.data).toEqual([
      {
        object: 'payframe.funnel_day',
        date: today,
        payment_method_type: 'card',
        sessions: {
          element_loaded: 2,
          method_selected: 1,
          form_completed: 1,
          confirm_started: 2,
          next_action_shown: 1,
          payment_succeeded: 1,
          payment_failed: 1,
        },
        conversion_rate: 0.5,
        decline_codes: { insufficient_funds: 1 },
      },
      {
        object: 'payframe.funnel_day',
        date: today,
        payment_method_type: 'ideal',
        sessions: {
          element_loaded: 1,
          method_selected: 1,
          form_completed: 0,
          confirm_started: 0,
          next_action_shown: 0,
          payment_succeeded: 0,
          payment_failed: 0,
        },
        conversion_rate: 0,
        decline_codes: {},
      },
    ]);
  });

  it('refuses what the keys may not do, and bad batches, with Stripe errors', async () => {
    const withPublishable = await t.request('GET', '/v1/payframe/funnel', { key: t.publishableKey });
    expect(withPublishable.status).toBeGreaterThanOrEqual(400);
    expect(withPublishable.body.error.type).toBe('invalid_request_error');
    const tooMany = await batch(
      Array.from({ length: 51 }, () => ({ name: 'element_loaded', session: newTelemetrySession() })),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.param).toBe('events');
    const noKey = await t.request('POST', '/v1/payframe/telemetry', {
      key: null,
      body: 'events[0][name]=element_loaded',
    });
    expect(noKey.status).toBe(401);
    const badDays = await t.request('GET', '/v1/payframe/funnel?days=0');
    expect(badDays.body.error).toMatchObject({ param: 'days', code: 'parameter_invalid' });
  });

  it('prunes events past the retention', async () => {
    const old = newTelemetrySession();
    await batch([{ name: 'element_loaded', session: old }]);
    // Age that event by eight days (the retention is seven).
    await t.server.context.db
      .updateTable('telemetry_events')
      .set({ created: nowSeconds() - 8 * DAY })
      .where('session', '=', old)
      .execute();
    const before = (await stored()).length;
    await pruneTelemetry(t.server.context.db, 7);
    const after = await stored();
    expect(after.length).toBe(before - 1);
    expect(after.some((row) => row.session === old)).toBe(false);
  });
});

describe('sampling', () => {
  it('keeps all or none of one session, and about the rate of many', () => {
    const sessions = Array.from({ length: 2000 }, () => newTelemetrySession());
    expect(sessions.every((s) => sampledIn(s, 1))).toBe(true);
    expect(sessions.some((s) => sampledIn(s, 0))).toBe(false);
    const kept = sessions.filter((s) => sampledIn(s, 0.25)).length;
    expect(kept).toBeGreaterThan(400);
    expect(kept).toBeLessThan(600);
    for (const s of sessions.slice(0, 50)) expect(sampledIn(s, 0.5)).toBe(sampledIn(s, 0.5));
  });
});
