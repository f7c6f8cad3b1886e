import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';

describe.each(DATABASES)('issuing test authorizations on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  const billing = { address: { line1: '1 Main St', city: 'Austin', postal_code: '78701', country: 'US' } };
  const authorize = (card: string, amount: number) =>
    t.request('POST', '/v1/test_helpers/issuing/authorizations', { body: { card, amount } });

  it('approves within the card rules, declines outside them, and captures or reverses', async () => {
    const holder = await t.stripe.issuing.cardholders.create({
      name: 'Jenny Rosen',
      billing,
      type: 'individual',
    });
    const card = await t.stripe.issuing.cards.create({
      cardholder: holder.id,
      currency: 'usd',
      type: 'virtual',
      status: 'active',
      spending_controls: { spending_limits: [{ amount: 5000, interval: 'per_authorization' }] },
    });
    const approved = await authorize(card.id, 1200);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      object: 'issuing.authorization',
      approved: true,
      status: 'pending',
      amount: 1200,
      currency: 'usd',
      card: { id: card.id },
      cardholder: holder.id,
      request_history: [{ approved: true, reason: 'card_active' }],
    });
    expectValidResource('issuing.authorization', approved.body);
    expect(JSON.stringify(approved.body)).not.toMatch(/"number"/);

    const over = await authorize(card.id, 9000);
    expect(over.body).toMatchObject({
      approved: false,
      status: 'closed',
      request_history: [{ reason: 'spending_controls' }],
    });

    const captured = await t.request(
      'POST',
      `/v1/test_helpers/issuing/authorizations/${approved.body.id}/capture`,
    );
    expect(captured.body.status).toBe('closed');
    const again = await t.request(
      'POST',
      `/v1/test_helpers/issuing/authorizations/${approved.body.id}/reverse`,
    );
    expect(again.status).toBe(400);
    const second = await authorize(card.id, 300);
    const reversed = await t.request(
      'POST',
      `/v1/test_helpers/issuing/authorizations/${second.body.id}/reverse`,
    );
    expect(reversed.body.status).toBe('reversed');

    await t.stripe.issuing.cards.update(card.id, { status: 'inactive' });
    const inactive = await authorize(card.id, 100);
    expect(inactive.body).toMatchObject({ approved: false, request_history: [{ reason: 'card_inactive' }] });

    const list = await t.stripe.issuing.authorizations.list({ card: card.id, status: 'closed' });
    expect(list.data.map((a) => a.id).sort()).toEqual(
      [approved.body.id, over.body.id, inactive.body.id].sort(),
    );
    expectValidList('issuing.authorization', list);
    expect((await t.stripe.issuing.authorizations.retrieve(second.body.id)).status).toBe('reversed');

    const events = await t.stripe.events.list({ type: 'issuing_authorization.*', limit: 100 });
    const forApproved = events.data.filter((e) => (e.data.object as { id: string }).id === approved.body.id);
    expect(forApproved.map((e) => e.type)).toEqual([
      'issuing_authorization.updated',
      'issuing_authorization.created',
    ]);
    expect((await authorize('ic_nope', 100)).status).toBe(404);
  });
});
