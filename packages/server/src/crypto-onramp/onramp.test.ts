import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { WebhookListener } from '../webhooks/listener.fixture.js';
import { waitFor } from '../webhooks/wait.fixture.js';
import { TEST_IDENTITY } from './identity.fixture.js';

const ETH_WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BTC_WALLET = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

interface Session {
  id: string;
  object: string;
  client_secret: string;
  status: string;
  transaction_details: Record<string, unknown>;
}
interface FlowAnswer {
  session: Session;
  buyer: { email: string | null; email_verified: boolean; identity: string };
  payment_intent?: { id: string; status: string };
}

const identity = TEST_IDENTITY;

describe.each(DATABASES)('crypto onramp sessions on %s', (database) => {
  let t: TestServer;
  const hooks = new WebhookListener();
  let secret = '';

  beforeAll(async () => {
    t = await startTestServer({ database, config: { webhooks: { pollMs: 100, timeoutMs: 2000 } } });
    await hooks.listen();
    const endpoint = await t.stripe.webhookEndpoints.create({
      url: hooks.url,
      enabled_events: ['crypto.onramp_session_updated' as Stripe.WebhookEndpointCreateParams.EnabledEvent],
    });
    secret = endpoint.secret!;
  });
  afterAll(async () => {
    await t?.close();
    await hooks.close();
  });

  /** GET with its query in the path, as the official client's rawRequest takes it. */
  const get = (path: string, query: Record<string, string | string[] | number> = {}) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (Array.isArray(value)) for (const [i, v] of value.entries()) search.append(`${key}[${i}]`, v);
      else search.append(key, String(value));
    }
    const qs = search.toString();
    return t.stripe.rawRequest('GET', qs ? `${path}?${qs}` : path, null as never);
  };
  const create = (params: Record<string, unknown>) =>
    t.stripe.rawRequest('POST', '/v1/crypto/onramp_sessions', params) as Promise<Session>;
  /** A step of the hosted flow, as the onramp frame takes it with the publishable key. */
  const step = (path: string, params: Record<string, unknown>) =>
    t.publishable.rawRequest('POST', `/v1/crypto/internal/${path}`, params) as Promise<FlowAnswer>;

  it('creates, retrieves and lists sessions, the wallet address and the price filled in', async () => {
    const session = await create({
      wallet_addresses: { ethereum: ETH_WALLET, bitcoin: BTC_WALLET },
      lock_wallet_address: true,
      source_currency: 'usd',
      source_amount: '100',
      destination_currency: 'eth',
      destination_network: 'ethereum',
      destination_networks: ['ethereum', 'bitcoin'],
      destination_currencies: ['eth', 'btc'],
      customer_information: { email: 'jenny@example.com', first_name: 'Jenny', last_name: 'Rosen' },
      customer_ip_address: '203.0.113.7',
    });
    expect(session.id).toMatch(/^cos_/);
    expect(session.client_secret).toMatch(new RegExp(`^${session.id}_secret_`));
    expect(session).toMatchObject({
      object: 'crypto.onramp_session',
      livemode: false,
      status: 'initialized',
      transaction_details: {
        destination_currency: 'eth',
        destination_network: 'ethereum',
        destination_networks: ['ethereum', 'bitcoin'],
        destination_currencies: ['eth', 'btc'],
        lock_wallet_address: true,
        source_currency: 'usd',
        source_amount: '100.00',
        // 100 USD at the test rate of 3,000.00 USD per ETH.
        destination_amount: '0.033333333333333333',
        fees: { network_fee_monetary: '2.00', transaction_fee_monetary: '1.50' },
        transaction_id: null,
        wallet_address: ETH_WALLET,
        wallet_addresses: { ethereum: ETH_WALLET, bitcoin: BTC_WALLET },
      },
    });
    // What the buyer told the merchant is not answered back.
    expect(JSON.stringify(session)).not.toContain('jenny@example.com');
    const again = (await t.stripe.rawRequest(
      'GET',
      `/v1/crypto/onramp_sessions/${session.id}`,
      {},
    )) as Session;
    expect(again).toEqual(session);
    const list = (await get('/v1/crypto/onramp_sessions', { limit: 100 })) as {
      object: string;
      data: Session[];
      url: string;
    };
    expect(list.object).toBe('list');
    expect(list.url).toBe('/v1/crypto/onramp_sessions');
    expect(list.data.map((s) => s.id)).toContain(session.id);
    const initialized = (await get('/v1/crypto/onramp_sessions', {
      status: 'fulfillment_complete',
    })) as { data: Session[] };
    expect(initialized.data.map((s) => s.id)).not.toContain(session.id);
    await expect(get('/v1/crypto/onramp_sessions/cos_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    // A publishable key neither creates nor reads sessions.
    await expect(
      t.publishable.rawRequest('GET', `/v1/crypto/onramp_sessions/${session.id}`, null as never),
    ).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses wallet addresses that are not valid on their network, and inconsistent choices', async () => {
    const refused = async (params: Record<string, unknown>) => {
      const error = await create(params).then(
        () => undefined,
        (e: Stripe.errors.StripeError) => e,
      );
      expect(error, JSON.stringify(params)).toBeDefined();
      expect(error!.statusCode).toBe(400);
      expect(error!.type).toBe('StripeInvalidRequestError');
      return error!;
    };
    const cases: Array<[string, string]> = [
      ['ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
      ['polygon', '0x123'],
      ['base', BTC_WALLET],
      ['avalanche', 'not an address'],
      ['bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'],
      ['solana', ETH_WALLET],
      ['stellar', 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN6'],
    ];
    for (const [network, address] of cases) {
      const error = await refused({ wallet_addresses: { [network]: address } });
      expect(error.code).toBe('crypto_onramp_invalid_wallet_address');
      expect(error.param).toBe(`wallet_addresses[${network}]`);
      expect(error.message).toBe(`The wallet address '${address}' is not a valid ${network} address.`);
    }
    expect((await refused({ lock_wallet_address: true })).param).toBe('lock_wallet_address');
    expect(
      (await refused({ source_amount: '10', destination_amount: '1', destination_currency: 'btc' })).param,
    ).toBe('destination_amount');
    expect((await refused({ destination_network: 'bitcoin', destination_currency: 'usdc' })).param).toBe(
      'destination_currency',
    );
    expect((await refused({ destination_networks: ['solana'], destination_network: 'ethereum' })).param).toBe(
      'destination_network',
    );
    expect((await refused({ destination_network: 'wormhole' })).param).toBe('destination_network');
    expect((await refused({ source_amount: '0.50' })).code).toBe('amount_too_small');
    expect((await refused({ source_amount: '12.345' })).param).toBe('source_amount');
    expect((await refused({ customer_ip_address: '999.1.1.1' })).param).toBe('customer_ip_address');
    // Every valid form is taken, on each network.
    const ok = await create({
      wallet_addresses: {
        bitcoin: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
        ethereum: ETH_WALLET.toLowerCase(),
        solana: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
        polygon: ETH_WALLET,
        stellar: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7',
        avalanche: ETH_WALLET,
        base: ETH_WALLET,
      },
    });
    expect(Object.keys(ok.transaction_details.wallet_addresses as object)).toHaveLength(7);
  });

  it('quotes every network from the fixed test rate table', async () => {
    const quotes = (await get('/v1/crypto/onramp/quotes', {
      source_currency: 'usd',
      source_amount: '200',
      destination_networks: ['bitcoin', 'solana'],
    })) as {
      source_amount: string;
      source_currency: string;
      livemode: boolean;
      destination_network_quotes: Record<string, Array<Record<string, unknown>>>;
    };
    expect(quotes).toMatchObject({ source_amount: '200.00', source_currency: 'usd', livemode: false });
    expect(Object.keys(quotes.destination_network_quotes)).toEqual(['bitcoin', 'solana']);
    expect(quotes.destination_network_quotes.bitcoin).toEqual([
      {
        id: expect.any(String),
        destination_currency: 'btc',
        destination_amount: '0.00333333',
        destination_network: 'bitcoin',
        fees: { network_fee_monetary: '1.50', transaction_fee_monetary: '3.00' },
        source_total_amount: '204.50',
      },
    ]);
    expect(
      quotes.destination_network_quotes.solana!.map((q) => [q.destination_currency, q.destination_amount]),
    ).toEqual([
      ['sol', '1.333333333'],
      ['usdc', '200'],
    ]);
    const byCoin = (await get('/v1/crypto/onramp/quotes', {
      source_currency: 'eur',
      destination_amount: '0.5',
      destination_currencies: ['eth'],
    })) as {
      source_amount: string;
      destination_network_quotes: Record<string, Array<Record<string, unknown>>>;
    };
    // Half an ether at 2,760.00 EUR, on the two networks that carry ether.
    expect(byCoin.source_amount).toBe('1380.00');
    expect(
      Object.keys(byCoin.destination_network_quotes).filter(
        (n) => byCoin.destination_network_quotes[n]!.length,
      ),
    ).toEqual(['ethereum', 'base']);
    await expect(get('/v1/crypto/onramp/quotes', { destination_amount: '1' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'destination_currencies',
    });
  });

  it('goes from initialized to fulfillment_complete through the hosted flow, with its events', async () => {
    const session = await create({
      wallet_addresses: { ethereum: ETH_WALLET },
      destination_networks: ['ethereum', 'solana'],
      source_currency: 'usd',
    });
    const cs = session.client_secret;
    await expect(
      step('onramp_session/login', { client_secret: `${session.id}_secret_wrong`, email: 'a@b.co' }),
    ).rejects.toMatchObject({
      statusCode: 404,
      param: 'client_secret',
    });
    expect(
      (await step('onramp_session/login', { client_secret: cs, email: 'jenny@example.com' })).buyer,
    ).toEqual({
      email: 'jenny@example.com',
      email_verified: false,
      identity: 'unverified',
      identity_verification: null,
      returning: false,
    });
    await expect(
      step('onramp_session/verify_code', { client_secret: cs, code: '123456' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'incorrect_code',
    });
    expect(
      (await step('onramp_session/verify_code', { client_secret: cs, code: '000000' })).buyer.email_verified,
    ).toBe(true);
    await expect(
      step('kyc_data_collection', { client_secret: cs, ...identity, id_number: '123-45-6789' }),
    ).rejects.toMatchObject({ code: 'invalid_tax_id' });
    const verified = await step('kyc_data_collection', {
      client_secret: cs,
      ...identity,
      id_number: '000-00-0000',
    });
    expect(verified.buyer.identity).toBe('verified');
    expect(verified.session.status).toBe('initialized');
    await expect(
      step('onramp_session/update', {
        client_secret: cs,
        destination_network: 'solana',
        wallet_address: ETH_WALLET,
      }),
    ).rejects.toMatchObject({ code: 'crypto_onramp_invalid_wallet_address', param: 'wallet_address' });
    const chosen = await step('onramp_session/update', {
      client_secret: cs,
      destination_network: 'ethereum',
      destination_currency: 'usdc',
      source_amount: '50',
    });
    expect(chosen.session.status).toBe('requires_payment');
    expect(chosen.session.transaction_details).toMatchObject({
      wallet_address: ETH_WALLET,
      destination_amount: '50',
      fees: { network_fee_monetary: '2.00', transaction_fee_monetary: '0.75' },
    });
    const declined = await step('onramp_session/confirm_purchase', {
      client_secret: cs,
      payment_method: 'pm_card_chargeDeclined',
    }).then(
      () => undefined,
      (e: Stripe.errors.StripeError) => e,
    );
    expect(declined).toMatchObject({ statusCode: 402, code: 'card_declined' });
    const paid = await step('onramp_session/confirm_purchase', {
      client_secret: cs,
      payment_method: 'pm_card_visa',
    });
    expect(paid.session.status).toBe('fulfillment_processing');
    expect(paid.payment_intent).toMatchObject({ status: 'succeeded' });
    const intent = await t.stripe.paymentIntents.retrieve(paid.payment_intent!.id);
    // The total: 50.00 USDC, 2.00 of network fee and 0.75 of transaction fee.
    expect(intent).toMatchObject({
      amount: 5275,
      currency: 'usd',
      metadata: { crypto_onramp_session: session.id },
    });

    // The background worker delivers it.
    const done = await waitFor(
      'the delivery',
      async () => {
        const now = (await t.stripe.rawRequest(
          'GET',
          `/v1/crypto/onramp_sessions/${session.id}`,
          {},
        )) as Session;
        return now.status === 'fulfillment_complete' ? now : undefined;
      },
      10_000,
    );
    expect(done.transaction_details.transaction_id).toMatch(/^0x[0-9a-f]{64}$/);

    const statuses = (events: Stripe.Event[]) =>
      events
        .filter((e) => (e.data.object as { id?: string }).id === session.id)
        .map(
          (e) =>
            `${(e.data.previous_attributes as { status: string }).status}>${(e.data.object as unknown as Session).status}`,
        );
    const listed = await t.stripe.events.list({ type: 'crypto.onramp_session_updated', limit: 100 });
    expect(statuses(listed.data).reverse()).toEqual([
      'initialized>requires_payment',
      'requires_payment>fulfillment_processing',
      'fulfillment_processing>fulfillment_complete',
    ]);
    const delivered = await waitFor(
      'the webhooks',
      () => {
        const events = hooks.requests.map((r) =>
          t.stripe.webhooks.constructEvent(r.body, r.headers['stripe-signature'] as string, secret),
        );
        const mine = statuses(events);
        return mine.length === 3 ? mine : undefined;
      },
      10_000,
    );
    expect(delivered.sort()).toEqual([
      'fulfillment_processing>fulfillment_complete',
      'initialized>requires_payment',
      'requires_payment>fulfillment_processing',
    ]);
    await expect(
      step('onramp_session/update', { client_secret: cs, source_amount: '60' }),
    ).rejects.toMatchObject({
      code: 'crypto_onramp_session_unexpected_state',
    });
  });

  it('rejects a buyer who fails the identity check, and keeps a locked wallet', async () => {
    const session = await create({ wallet_addresses: { ethereum: ETH_WALLET }, lock_wallet_address: true });
    const cs = session.client_secret;
    await step('onramp_session/login', { client_secret: cs, email: 'reject@example.com' });
    await step('onramp_session/verify_code', { client_secret: cs, code: '000000' });
    const rejected = await step('kyc_data_collection', {
      client_secret: cs,
      ...identity,
      id_number: '111111111',
    });
    expect(rejected.session.status).toBe('rejected');
    expect(rejected.buyer.identity).toBe('rejected');
    await expect(
      step('onramp_session/update', { client_secret: cs, source_amount: '20' }),
    ).rejects.toMatchObject({
      code: 'crypto_onramp_session_unexpected_state',
    });

    const locked = await create({ wallet_addresses: { ethereum: ETH_WALLET }, lock_wallet_address: true });
    await step('onramp_session/login', { client_secret: locked.client_secret, email: 'lock@example.com' });
    await step('onramp_session/verify_code', { client_secret: locked.client_secret, code: '000000' });
    await step('kyc_data_collection', {
      client_secret: locked.client_secret,
      ...identity,
      id_number: '000000000',
    });
    await expect(
      step('onramp_session/update', {
        client_secret: locked.client_secret,
        destination_network: 'ethereum',
        wallet_address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      }),
    ).rejects.toMatchObject({ param: 'wallet_address' });
    await expect(
      step('onramp_session/update', { client_secret: locked.client_secret, destination_network: 'solana' }),
    ).rejects.toMatchObject({ param: 'destination_network' });
  });

  it('takes the flow from its own frame only, not from another page holding the client secret', async () => {
    const session = await create({});
    const res = await t.request('POST', '/v1/crypto/internal/onramp_session/login', {
      key: t.publishableKey,
      headers: { origin: 'https://merchant.example' },
      body: { client_secret: session.client_secret, email: 'jenny@example.com' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.type).toBe('invalid_request_error');
  });
});
