import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { expectValidList, expectValidResource } from '../testing/openapi.js';
import { isLuhnValid } from './card-number.js';

const VERSION = { apiVersion: '2020-08-27' } as const;

const billing = {
  address: { line1: '1 Rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' },
};

describe.each(DATABASES)('issuing cardholders and cards on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database });
  });
  afterAll(async () => t?.close());

  const newHolder = (email = 'jenny@example.com') =>
    t.stripe.issuing.cardholders.create({
      type: 'individual',
      name: 'Jenny Rosen',
      email,
      phone_number: '+33612345678',
      billing,
    });

  it('creates, updates and lists cardholders, with their events', async () => {
    const holder = await newHolder('list@example.com');
    expect(holder).toMatchObject({
      object: 'issuing.cardholder',
      name: 'Jenny Rosen',
      status: 'active',
      requirements: { past_due: [], disabled_reason: null },
    });
    expect(holder.id).toMatch(/^ich_/);
    expectValidResource('issuing.cardholder', holder);
    const updated = await t.stripe.issuing.cardholders.update(holder.id, {
      phone_number: '+33700000000',
      metadata: { team: 'ops' },
    });
    expect(updated).toMatchObject({ phone_number: '+33700000000', metadata: { team: 'ops' } });
    expect(await t.stripe.issuing.cardholders.retrieve(holder.id)).toEqual(
      expect.objectContaining({ phone_number: '+33700000000' }),
    );
    const list = await t.stripe.issuing.cardholders.list({ email: 'list@example.com' });
    expect(list.data.map((h) => h.id)).toEqual([holder.id]);
    expectValidList('issuing.cardholder', list);
    const events = await t.stripe.events.list({ type: 'issuing_cardholder.*' });
    const types = events.data
      .filter((e) => (e.data.object as { id: string }).id === holder.id)
      .map((e) => e.type);
    expect(types).toEqual(['issuing_cardholder.updated', 'issuing_cardholder.created']);

    const incomplete = await t.stripe.issuing.cardholders.create({
      name: 'No Address',
      billing: { address: { country: 'FR' } },
    } as never);
    expect(incomplete.requirements.past_due).toContain('billing.address.line1');
    await expect(t.stripe.issuing.cardholders.retrieve('ich_nope')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('issues virtual cards whose number, CVC and expiry are sealed, shown only when expanded', async () => {
    const holder = await newHolder();
    const card = await t.stripe.issuing.cards.create({
      cardholder: holder.id,
      currency: 'eur',
      type: 'virtual',
      status: 'active',
      spending_controls: { spending_limits: [{ amount: 50000, interval: 'monthly' }] },
    });
    expect(card).toMatchObject({
      object: 'issuing.card',
      brand: 'Visa',
      status: 'active',
      type: 'virtual',
      currency: 'eur',
      cardholder: { id: holder.id, object: 'issuing.cardholder' },
    });
    expect(card.id).toMatch(/^ic_/);
    expect(card.last4).toMatch(/^\d{4}$/);
    expect(card.exp_year).toBe(new Date().getUTCFullYear() + 3);
    expect(card).not.toHaveProperty('number');
    expect(card).not.toHaveProperty('cvc');
    expectValidResource('issuing.card', card);

    // The secret key may read the number and CVC when it asks (Stripe's API allows it).
    const full = await t.stripe.issuing.cards.retrieve(card.id, { expand: ['number', 'cvc'] });
    expect(full.number).toMatch(/^400000\d{10}$/);
    expect(isLuhnValid(full.number!)).toBe(true);
    expect(full.number!.slice(-4)).toBe(card.last4);
    expect(full.cvc).toMatch(/^\d{3}$/);
    expectValidResource('issuing.card', full);
    // Stored sealed: neither the row nor the vault holds the number in the clear.
    const row = await t.server.context.db
      .selectFrom('issuing_cards')
      .selectAll()
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(full.number);
    const vault = await t.server.context.db
      .selectFrom('vault')
      .selectAll()
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(vault)).not.toContain(full.number);

    const other = await t.stripe.issuing.cards.create({
      cardholder: holder.id,
      currency: 'eur',
      type: 'virtual',
    });
    expect(other.status).toBe('inactive');
    const otherFull = await t.stripe.issuing.cards.retrieve(other.id, { expand: ['number'] });
    expect(otherFull.number).not.toBe(full.number);
    await expect(
      t.stripe.issuing.cards.retrieve(card.id, { expand: ['pin.number'] } as never),
    ).rejects.toMatchObject({ statusCode: 400, param: 'expand' });

    const list = await t.stripe.issuing.cards.list({ cardholder: holder.id, status: 'inactive' });
    expect(list.data.map((c) => c.id)).toEqual([other.id]);
    expectValidList('issuing.card', list);
    const byExpiry = await t.stripe.issuing.cards.list({
      cardholder: holder.id,
      exp_year: card.exp_year,
      last4: card.last4,
    });
    expect(byExpiry.data.map((c) => c.id)).toEqual([card.id]);
  });

  it("follows Stripe's status rules and announces changes", async () => {
    const holder = await newHolder();
    const card = await t.stripe.issuing.cards.create({
      cardholder: holder.id,
      currency: 'usd',
      type: 'virtual',
    });
    const active = await t.stripe.issuing.cards.update(card.id, { status: 'active' });
    expect(active.status).toBe('active');
    const inactive = await t.stripe.issuing.cards.update(card.id, { status: 'inactive' });
    expect(inactive.status).toBe('inactive');
    await expect(
      t.stripe.issuing.cards.update(card.id, { cancellation_reason: 'lost' } as never),
    ).rejects.toMatchObject({ statusCode: 400, param: 'cancellation_reason' });
    const canceled = await t.stripe.issuing.cards.update(card.id, {
      status: 'canceled',
      cancellation_reason: 'lost',
    } as never);
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'lost' });
    expectValidResource('issuing.card', canceled);
    await expect(t.stripe.issuing.cards.update(card.id, { status: 'active' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'status',
    });
    const events = await t.stripe.events.list({ type: 'issuing_card.*', limit: 100 });
    const mine = events.data.filter((e) => (e.data.object as { id: string }).id === card.id);
    expect(mine.map((e) => e.type)).toEqual([
      'issuing_card.updated',
      'issuing_card.updated',
      'issuing_card.updated',
      'issuing_card.created',
    ]);
    expect(mine[0]!.data.previous_attributes).toMatchObject({ status: 'inactive' });

    const incomplete = await t.stripe.issuing.cardholders.create({
      name: 'Half',
      billing: { address: { country: 'FR' } },
    } as never);
    await expect(
      t.stripe.issuing.cards.create({
        cardholder: incomplete.id,
        currency: 'usd',
        type: 'virtual',
        status: 'active',
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'status' });
    await expect(
      t.stripe.issuing.cards.create({ cardholder: holder.id, currency: 'usd', type: 'physical' } as never),
    ).rejects.toMatchObject({ statusCode: 400, param: 'type' });
    await expect(
      t.stripe.issuing.cards.create({ cardholder: 'ich_nope', currency: 'usd', type: 'virtual' }),
    ).rejects.toMatchObject({ statusCode: 404, param: 'cardholder' });
  });

  it('shows the number to an ephemeral key only with the private half of its nonce', async () => {
    const holder = await newHolder();
    const card = await t.stripe.issuing.cards.create({
      cardholder: holder.id,
      currency: 'eur',
      type: 'virtual',
      status: 'active',
    });
    const other = await t.stripe.issuing.cards.create({
      cardholder: holder.id,
      currency: 'eur',
      type: 'virtual',
    });
    // What stripe.createEphemeralKeyNonce does from the browser, with the publishable key.
    const nonce = await t.request('POST', '/v1/ephemeral_key_nonces', {
      key: t.publishableKey,
      body: { issuing_card: card.id },
    });
    expect(nonce.status).toBe(200);
    expect(nonce.body).toMatchObject({
      public_nonce: expect.stringMatching(/^ephkn_pub_/),
      private_nonce: expect.stringMatching(/^ephkn_priv_/),
    });
    const key = await t.stripe.ephemeralKeys.create(
      { issuing_card: card.id, nonce: nonce.body.public_nonce },
      VERSION,
    );
    expect((key as unknown as { associated_objects: unknown }).associated_objects).toEqual([
      { id: card.id, type: 'issuing.card' },
    ]);
    expectValidResource('ephemeral_key', key);
    // A nonce serves one key.
    await expect(
      t.stripe.ephemeralKeys.create({ issuing_card: card.id, nonce: nonce.body.public_nonce }, VERSION),
    ).rejects.toMatchObject({ statusCode: 400, param: 'nonce' });

    const path = (id: string, privateNonce?: string) =>
      `/v1/issuing/cards/${id}?expand[]=number&expand[]=cvc&expand[]=pin.number${privateNonce ? `&ephemeral_key_private_nonce=${privateNonce}` : ''}`;
    const shown = await t.request('GET', path(card.id, nonce.body.private_nonce), { key: key.secret! });
    expect(shown.status).toBe(200);
    expect(shown.body.number).toMatch(/^400000\d{10}$/);
    expect(shown.body.cvc).toMatch(/^\d{3}$/);
    expect(shown.body.pin.number).toMatch(/^\d{4}$/);
    const { pin: _pin, ...withoutPin } = shown.body;
    expectValidResource('issuing.card', withoutPin);

    const wrong = await t.request('GET', path(card.id, 'ephkn_priv_wrong'), { key: key.secret! });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.param).toBe('ephemeral_key_private_nonce');
    expect(wrong.text).not.toContain(shown.body.number);
    const missing = await t.request('GET', path(card.id), { key: key.secret! });
    expect(missing.status).toBe(400);
    const plain = await t.request('GET', `/v1/issuing/cards/${card.id}`, { key: key.secret! });
    expect(plain.status).toBe(200);
    expect(plain.body.number).toBeUndefined();
    expect((await t.request('GET', `/v1/issuing/cards/${other.id}`, { key: key.secret! })).status).toBe(404);
    expect((await t.request('GET', '/v1/issuing/cards', { key: key.secret! })).status).toBe(403);
    // The publishable key reads no card, with or without the nonce.
    for (const url of [path(card.id, nonce.body.private_nonce), `/v1/issuing/cards/${card.id}`]) {
      const refusedToBrowser = await t.request('GET', url, { key: t.publishableKey });
      expect(refusedToBrowser.status).toBeGreaterThanOrEqual(400);
      expect(refusedToBrowser.text).not.toContain(shown.body.number);
    }

    // A key made without a nonce reads the card but not its number.
    const bare = await t.stripe.ephemeralKeys.create({ issuing_card: card.id }, VERSION);
    const refused = await t.request('GET', path(card.id, nonce.body.private_nonce), { key: bare.secret! });
    expect(refused.status).toBe(400);
    // A nonce made for another card does not make a key for this one.
    const otherNonce = await t.request('POST', '/v1/ephemeral_key_nonces', {
      key: t.publishableKey,
      body: { issuing_card: other.id },
    });
    await expect(
      t.stripe.ephemeralKeys.create({ issuing_card: card.id, nonce: otherNonce.body.public_nonce }, VERSION),
    ).rejects.toMatchObject({ param: 'nonce' });
    // A page of another origin cannot make a nonce (it would hold the private half); the
    // Payframe frames, on the server's own origin, can.
    const fromPage = await t.request('POST', '/v1/ephemeral_key_nonces', {
      key: t.publishableKey,
      body: { issuing_card: card.id },
      headers: { Origin: 'https://merchant.example' },
    });
    expect(fromPage.status).toBe(403);
    expect(fromPage.text).not.toContain('ephkn_priv_');
    const fromFrames = await t.request('POST', '/v1/ephemeral_key_nonces', {
      key: t.publishableKey,
      body: { issuing_card: card.id },
      headers: { Origin: t.url },
    });
    expect(fromFrames.status).toBe(200);
    const unknown = await t.request('POST', '/v1/ephemeral_key_nonces', {
      key: t.publishableKey,
      body: { issuing_card: 'ic_nope' },
    });
    expect(unknown.status).toBe(404);
  });
});
