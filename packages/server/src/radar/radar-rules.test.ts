import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';
import { payWith } from './pay-with.fixture.js';

interface RadarRule {
  id: string;
  object: 'radar.rule';
  action: string;
  predicate: string;
  rule: string;
}

describe.each(DATABASES)("merchants' Radar rules on %s", (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { ipCountryHeader: 'x-client-country' } });
  });
  afterAll(async () => t?.close());
  // Rules apply to every payment of the account: each test leaves none behind.
  afterEach(async () => {
    const rules = await t.request('GET', '/v1/payframe/radar/rules?limit=100');
    for (const rule of rules.body.data as RadarRule[]) {
      await t.request('DELETE', `/v1/payframe/radar/rules/${rule.id}`);
    }
  });

  const addRule = async (rule: string) => {
    const res = await t.request('POST', '/v1/payframe/radar/rules', { body: { rule } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as RadarRule;
  };

  it('manages rules: create, retrieve, update, list, delete', async () => {
    const rule = await addRule("Block if :risk_level: = 'highest'");
    expect(rule).toMatchObject({
      object: 'radar.rule',
      action: 'block',
      predicate: ":risk_level: = 'highest'",
    });
    expect(rule.id).toMatch(/^rule_/);
    expect((await t.request('GET', `/v1/payframe/radar/rules/${rule.id}`)).body).toEqual(rule);
    const updated = await t.request('POST', `/v1/payframe/radar/rules/${rule.id}`, {
      body: { rule: "Review if :risk_level: = 'elevated'" },
    });
    expect(updated.body).toMatchObject({
      id: rule.id,
      action: 'review',
      predicate: ":risk_level: = 'elevated'",
    });
    const list = await t.request('GET', '/v1/payframe/radar/rules');
    expect(list.body).toMatchObject({ object: 'list', url: '/v1/payframe/radar/rules', has_more: false });
    expect(list.body.data.map((r: RadarRule) => r.id)).toEqual([rule.id]);
    const deleted = await t.request('DELETE', `/v1/payframe/radar/rules/${rule.id}`);
    expect(deleted.body).toEqual({ id: rule.id, object: 'radar.rule', deleted: true });
    const missing = await t.request('GET', `/v1/payframe/radar/rules/${rule.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({
      code: 'resource_missing',
      message: `No such rule: '${rule.id}'`,
    });
  });

  it.each([
    ["Block if :card_colour: = 'red'", 'Invalid rule: Unknown attribute `:card_colour:` (at character 10).'],
    ['Block if :email: in @nobody', 'Invalid rule: the value list @nobody does not exist.'],
    [
      "Request credentials if :cvc_check: = 'fail'",
      'Invalid rule: a Request credentials rule is decided before',
    ],
    ['Block when :amount_in_usd: > 5', 'Invalid rule: Expected `if` after the action'],
  ])('refuses %j with a Stripe-shaped error on `rule`', async (rule, message) => {
    const res = await t.request('POST', '/v1/payframe/radar/rules', { body: { rule } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request_error', param: 'rule' });
    expect(res.body.error.message).toContain(message);
  });

  it('blocks by amount and card country, and lets the others through', async () => {
    const rule = await addRule("Block if :amount_in_usd: > 500 and :card_country: = 'GB'");
    const blocked = await payWith(t, '4000008260000000', { amount: 60_000 });
    expect(blocked.error).toMatchObject({
      code: 'card_declined',
      decline_code: 'fraudulent',
      statusCode: 402,
    });
    expect(blocked.pi.status).toBe('requires_payment_method');
    expect(blocked.charge).toMatchObject({ status: 'failed', failure_code: 'card_declined' });
    expect(blocked.charge.outcome).toMatchObject({
      type: 'blocked',
      reason: 'rule',
      rule: rule.id,
      network_status: 'not_sent_to_network',
      seller_message: 'Payframe blocked this payment: it matched one of your rules.',
    });
    expectValidResource('charge', blocked.charge);
    // 600 GBP is above 500 USD at the test rates; 400 USD is not, nor is a US card.
    expect(
      (await payWith(t, '4000008260000000', { amount: 60_000, currency: 'gbp' })).error?.decline_code,
    ).toBe('fraudulent');
    expect((await payWith(t, '4000008260000000', { amount: 40_000 })).pi.status).toBe('succeeded');
    expect((await payWith(t, '4242424242424242', { amount: 60_000 })).pi.status).toBe('succeeded');
  });

  it('blocks on a check result after the issuer approved: the hold is released', async () => {
    const rule = await addRule("Block if :address_zip_check: = 'fail'");
    const { charge, error } = await payWith(t, '4000000000000036');
    expect(error?.decline_code).toBe('fraudulent');
    expect(charge.outcome).toMatchObject({
      type: 'blocked',
      rule: rule.id,
      network_status: 'reversed_after_approval',
    });
  });

  it('asks for 3-D Secure with a Request credentials rule', async () => {
    await addRule('Request credentials if :amount_in_usd: >= 750');
    const asked = await payWith(t, '4242424242424242', { amount: 75_000 });
    expect(asked.charge.payment_method_details?.card?.three_d_secure).toMatchObject({
      result: 'attempt_acknowledged',
    });
    const small = await payWith(t, '4242424242424242', { amount: 1_000 });
    expect(small.charge.payment_method_details?.card?.three_d_secure).toBeNull();
  });

  it('places a payment in review by rule, and the merchant approves it', async () => {
    const rule = await addRule('Review if :amount_in_usd: > 1000 and :card_country: != :ip_country:');
    const pi = await t.stripe.paymentIntents.create({
      amount: 150_000,
      currency: 'usd',
    });
    const confirmed = await t.request('POST', `/v1/payment_intents/${pi.id}/confirm`, {
      key: t.publishableKey,
      headers: { 'x-client-country': 'fr' },
      body: { client_secret: pi.client_secret!, payment_method: 'pm_card_visa' },
    });
    expect(confirmed.status).toBe(200);
    const paid = await t.stripe.paymentIntents.retrieve(pi.id);
    expect(paid.status).toBe('succeeded');
    const charge = await t.stripe.charges.retrieve(paid.latest_charge as string);
    expect(charge.outcome).toMatchObject({ type: 'manual_review', reason: 'rule', rule: rule.id });
    expect(paid.review).toBe(charge.review);

    const open = await t.stripe.reviews.list();
    expectValidList('review', open);
    expect(open.data.map((r) => r.id)).toContain(paid.review);
    const approved = await t.stripe.reviews.approve(paid.review as string);
    expect(approved).toMatchObject({
      open: false,
      closed_reason: 'approved',
      reason: 'approved',
      ip_address: '127.0.0.1',
    });
    expectValidResource('review', approved);
    expect((await t.stripe.reviews.list()).data.map((r) => r.id)).not.toContain(paid.review);
    const events = await t.stripe.events.list({ limit: 20 });
    const types = events.data
      .filter((e) => (e.data.object as { id: string }).id === paid.review)
      .map((e) => e.type);
    expect(types).toEqual(['review.closed', 'review.opened']);
    await expect(t.stripe.reviews.approve(paid.review as string)).rejects.toMatchObject({ statusCode: 400 });

    // The same payment from a shopper in the card's country is not reviewed.
    const home = await t.stripe.paymentIntents.create({
      amount: 150_000,
      currency: 'usd',
    });
    await t.request('POST', `/v1/payment_intents/${home.id}/confirm`, {
      key: t.publishableKey,
      headers: { 'x-client-country': 'US' },
      body: { client_secret: home.client_secret!, payment_method: 'pm_card_visa' },
    });
    expect((await t.stripe.paymentIntents.retrieve(home.id)).review).toBeNull();
  });

  it('uses value lists in rules, managed with the official client', async () => {
    const list = await t.stripe.radar.valueLists.create({
      alias: 'blocked_emails',
      name: 'Blocked',
      item_type: 'email',
    });
    expectValidResource('radar.value_list', list);
    const item = await t.stripe.radar.valueListItems.create({
      value_list: list.id,
      value: 'Fraudster@Example.com',
    });
    expectValidResource('radar.value_list_item', item);
    await expect(
      t.stripe.radar.valueListItems.create({ value_list: list.id, value: 'not an e-mail' }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'value' });
    const rule = await addRule('Block if :email: in @blocked_emails');

    const blocked = await payWith(t, '4242424242424242', { receipt_email: 'fraudster@example.com' });
    expect(blocked.charge.outcome).toMatchObject({ type: 'blocked', rule: rule.id });
    expect((await payWith(t, '4242424242424242', { receipt_email: 'jenny@example.com' })).pi.status).toBe(
      'succeeded',
    );

    const retrieved = await t.stripe.radar.valueLists.retrieve(list.id);
    expect(retrieved.list_items.data.map((i) => i.id)).toEqual([item.id]);
    const items = await t.stripe.radar.valueListItems.list({ value_list: list.id });
    expectValidList('radar.value_list_item', items);
    expect((await t.stripe.radar.valueLists.list({ alias: 'blocked_emails' })).data).toHaveLength(1);
    // A list a rule uses stays; without the rule it goes, with its items.
    await expect(t.stripe.radar.valueLists.del(list.id)).rejects.toMatchObject({ statusCode: 400 });
    await t.request('DELETE', `/v1/payframe/radar/rules/${rule.id}`);
    expect(await t.stripe.radar.valueLists.del(list.id)).toEqual({
      id: list.id,
      object: 'radar.value_list',
      deleted: true,
    });
    await expect(t.stripe.radar.valueListItems.retrieve(item.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('card-testing velocity', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      database: 'pglite',
      config: {
        declineLimits: { perIntent: 10, perAddress: 5, perKey: 100, windowSeconds: 3600, inTestMode: true },
      },
    });
  });
  afterAll(async () => t?.close());

  /** A browser's confirmation; answers the charge's risk level. */
  async function confirmInBrowser(pm: string): Promise<string | undefined> {
    const pi = await t.stripe.paymentIntents.create({
      amount: 500,
      currency: 'usd',
    });
    await t.request('POST', `/v1/payment_intents/${pi.id}/confirm`, {
      key: t.publishableKey,
      body: { client_secret: pi.client_secret!, payment_method: pm },
    });
    const after = await t.stripe.paymentIntents.retrieve(pi.id);
    const charge = await t.stripe.charges.retrieve(after.latest_charge as string);
    return charge.outcome?.risk_level;
  }

  it('raises the risk level as declines from one address near the limit', async () => {
    expect(await confirmInBrowser('pm_card_visa')).toBe('normal');
    for (let i = 0; i < 3; i++) await confirmInBrowser('pm_card_chargeDeclined');
    expect(await confirmInBrowser('pm_card_visa')).toBe('elevated');
    await confirmInBrowser('pm_card_chargeDeclined');
    expect(await confirmInBrowser('pm_card_visa')).toBe('highest');
  });
});
