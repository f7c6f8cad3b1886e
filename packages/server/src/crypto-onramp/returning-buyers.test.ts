import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { TEST_IDENTITY } from './identity.fixture.js';

const ETH_WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const OTHER_ETH_WALLET = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

interface Session {
  id: string;
  client_secret: string;
  status: string;
  transaction_details: Record<string, unknown>;
}
interface FlowAnswer {
  session: Session;
  buyer: { email: string | null; email_verified: boolean; identity: string; returning: boolean };
  payment_intent?: { id: string; status: string; client_secret: string; amount: number };
}
type Answer = Record<string, unknown> & { data?: Record<string, unknown>[] };

const identity = TEST_IDENTITY;

describe.each(DATABASES)('returning onramp buyers on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  const create = (params: Record<string, unknown>) =>
    t.stripe.rawRequest('POST', '/v1/crypto/onramp_sessions', params) as Promise<Session>;
  /** A step of the hosted flow; a DELETE carries its parameters in the query, as the client needs. */
  const step = <T = FlowAnswer>(path: string, params: Record<string, unknown>, method = 'POST') =>
    (method === 'POST'
      ? t.publishable.rawRequest(method, `/v1/crypto/internal/${path}`, params)
      : t.publishable.rawRequest(
          method,
          `/v1/crypto/internal/${path}?${new URLSearchParams(params as Record<string, string>)}`,
          null as never,
        )) as Promise<T>;
  const signIn = async (cs: string, email: string) => {
    await step('onramp_session/login', { client_secret: cs, email });
    return step('onramp_session/verify_code', { client_secret: cs, code: '000000' });
  };

  it('remembers a verified buyer: the next session skips the identity check and starts from their choices', async () => {
    const first = await create({ source_currency: 'usd' });
    const cs = first.client_secret;
    expect(
      await step<Answer>('person/lookup', { client_secret: cs, email: 'returning@example.com' }),
    ).toEqual({
      object: 'crypto.person_lookup',
      exists: false,
    });
    // Before the code, nothing about the buyer is given or kept.
    await step('onramp_session/login', { client_secret: cs, email: 'Returning@example.com' });
    await expect(step('person/populate', { client_secret: cs })).rejects.toMatchObject({
      code: 'crypto_onramp_session_unexpected_state',
    });
    await expect(
      step('wallet', { client_secret: cs, network: 'ethereum', address: ETH_WALLET }),
    ).rejects.toMatchObject({ code: 'crypto_onramp_session_unexpected_state' });

    const signedIn = await step('onramp_session/verify_code', { client_secret: cs, code: '000000' });
    expect(signedIn.buyer).toMatchObject({ identity: 'unverified', returning: false });
    await step('kyc_data_collection', { client_secret: cs, ...identity, id_number: '000-00-0000' });
    await expect(
      step('wallet', { client_secret: cs, network: 'ethereum', address: 'not-an-address' }),
    ).rejects.toMatchObject({ code: 'crypto_onramp_invalid_wallet_address', param: 'address' });
    await step('wallet', { client_secret: cs, network: 'ethereum', address: ETH_WALLET });
    const wallets = await step<Answer>('wallet', {
      client_secret: cs,
      network: 'ethereum',
      address: OTHER_ETH_WALLET,
    });
    expect(wallets.data?.map((w) => w.address)).toEqual([ETH_WALLET, OTHER_ETH_WALLET]);
    await expect(
      step('consumer_settings', {
        client_secret: cs,
        preferred_network: 'bitcoin',
        preferred_currency: 'usdc',
      }),
    ).rejects.toMatchObject({ param: 'preferred_currency' });
    expect(
      await step<Answer>('consumer_settings', {
        client_secret: cs,
        preferred_network: 'ethereum',
        preferred_currency: 'usdc',
      }),
    ).toEqual({
      object: 'crypto.consumer_settings',
      preferred_network: 'ethereum',
      preferred_currency: 'usdc',
    });
    await step('onramp_session/update', {
      client_secret: cs,
      destination_network: 'ethereum',
      destination_currency: 'usdc',
      wallet_address: ETH_WALLET,
      source_amount: '40',
    });
    const paid = await step('onramp_session/confirm_purchase', {
      client_secret: cs,
      payment_method: 'pm_card_visa',
    });
    expect(paid.session.status).toBe('fulfillment_processing');

    // The merchant's next session, with nothing chosen.
    const second = await create({ source_currency: 'usd', source_amount: '25' });
    const cs2 = second.client_secret;
    expect(
      await step<Answer>('person/lookup', { client_secret: cs2, email: 'returning@EXAMPLE.com' }),
    ).toMatchObject({
      exists: true,
    });
    const back = await signIn(cs2, 'returning@example.com');
    expect(back.buyer).toEqual({
      email: 'returning@example.com',
      email_verified: true,
      identity: 'verified',
      identity_verification: null,
      returning: true,
    });
    expect(back.session.transaction_details).toMatchObject({
      destination_network: 'ethereum',
      destination_currency: 'usdc',
      wallet_address: OTHER_ETH_WALLET,
      source_amount: '25.00',
    });
    expect(back.session.status).toBe('requires_payment');
    expect(await step<Answer>('person/populate', { client_secret: cs2 })).toEqual({
      object: 'crypto.person',
      first_name: 'Jenny',
      last_name: 'Rosen',
      address: { ...identity.address, line2: null },
    });
    const found = await step<Answer>('wallet/lookup', { client_secret: cs2, network: 'ethereum' });
    expect(found.data).toHaveLength(2);
    expect((await step<Answer>('wallet/lookup', { client_secret: cs2, network: 'solana' })).data).toEqual([]);
    const left = await step<Answer>(
      'wallet',
      { client_secret: cs2, network: 'ethereum', address: OTHER_ETH_WALLET },
      'DELETE',
    );
    expect(left.data?.map((w) => w.address)).toEqual([ETH_WALLET]);
    await expect(
      step('wallet', { client_secret: cs2, network: 'ethereum', address: OTHER_ETH_WALLET }, 'DELETE'),
    ).rejects.toMatchObject({ statusCode: 404 });

    const history = await step<Answer>('transactions', { client_secret: cs2 });
    expect(history.data).toEqual([
      expect.objectContaining({
        object: 'crypto.onramp_transaction',
        session: first.id,
        status: 'fulfillment_processing',
        source_amount: '40.00',
        destination_currency: 'usdc',
        wallet_address: ETH_WALLET,
      }),
    ]);
    // Another buyer on the same account sees none of it.
    const third = await create({});
    await signIn(third.client_secret, 'someone.else@example.com');
    expect((await step<Answer>('transactions', { client_secret: third.client_secret })).data).toEqual([]);
    expect((await step<Answer>('wallet/lookup', { client_secret: third.client_secret })).data).toEqual([]);
  });

  it('keeps the tax id and the date of birth out of what it remembers', async () => {
    const session = await create({});
    await signIn(session.client_secret, 'private@example.com');
    await step('kyc_data_collection', {
      client_secret: session.client_secret,
      ...identity,
      id_number: '000-00-0000',
    });
    const rows = await t.server.context.db.selectFrom('crypto_onramp_buyers').select('data').execute();
    const stored = JSON.stringify(rows);
    expect(stored).toContain('private@example.com');
    expect(stored).not.toContain('000000000');
    expect(stored).not.toContain('000-00-0000');
    expect(stored).not.toContain('1990');
  });

  it('starts a purchase the frame confirms itself, 3-D Secure included, then finishes it', async () => {
    const session = await create({
      wallet_addresses: { ethereum: ETH_WALLET },
      destination_network: 'ethereum',
      destination_currency: 'eth',
      source_amount: '30',
    });
    const cs = session.client_secret;
    await expect(step('onramp_session/start_purchase', { client_secret: cs })).rejects.toMatchObject({
      code: 'crypto_onramp_session_unexpected_state',
    });
    await signIn(cs, 'threeds@example.com');
    await step('kyc_data_collection', { client_secret: cs, ...identity, id_number: '000-00-0000' });
    const started = await step('onramp_session/start_purchase', { client_secret: cs });
    expect(started.payment_intent).toMatchObject({
      status: 'requires_payment_method',
      amount: 3000 + 200 + 45,
    });
    const again = await step('onramp_session/start_purchase', { client_secret: cs });
    expect(again.payment_intent?.id).toBe(started.payment_intent?.id);

    const intentId = started.payment_intent!.id;
    const confirmed = (await t.publishable.paymentIntents.confirm(intentId, {
      client_secret: started.payment_intent!.client_secret,
      payment_method: 'pm_card_threeDSecure2Required',
      return_url: 'https://merchant.example/return',
    } as Stripe.PaymentIntentConfirmParams)) as Stripe.PaymentIntent;
    expect(confirmed.status).toBe('requires_action');
    const waiting = await step('onramp_session/confirm_purchase', { client_secret: cs });
    expect(waiting.session.status).toBe('requires_payment');
    expect(waiting.payment_intent?.status).toBe('requires_action');
  });
});
