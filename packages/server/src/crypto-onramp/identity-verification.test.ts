import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { TEST_IDENTITY } from './identity.fixture.js';

const ETH_WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

interface FlowAnswer {
  session: { id: string; client_secret: string; status: string };
  buyer: {
    identity: string;
    identity_verification: { id: string; status: string; last_error: string | null } | null;
  };
}

describe.each(DATABASES)('the onramp identity document check on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  const step = (path: string, params: Record<string, unknown>) =>
    t.publishable.rawRequest('POST', `/v1/crypto/internal/${path}`, params) as Promise<FlowAnswer>;
  /** A session whose buyer signed in and gave the tax id that asks for a document. */
  const owingDocument = async (email: string) => {
    const session = (await t.stripe.rawRequest('POST', '/v1/crypto/onramp_sessions', {
      wallet_addresses: { ethereum: ETH_WALLET },
      destination_network: 'ethereum',
      destination_currency: 'eth',
      source_amount: '50',
    })) as unknown as FlowAnswer['session'];
    const cs = session.client_secret;
    await step('onramp_session/login', { client_secret: cs, email });
    await step('onramp_session/verify_code', { client_secret: cs, code: '000000' });
    const checked = await step('kyc_data_collection', {
      client_secret: cs,
      ...TEST_IDENTITY,
      id_number: '222-22-2222',
    });
    return { cs, checked };
  };

  it('asks for a document, takes another after an unreadable one, and verifies the buyer', async () => {
    const { cs, checked } = await owingDocument('document@example.com');
    expect(checked.session.status).toBe('initialized');
    expect(checked.buyer).toMatchObject({ identity: 'document_required', identity_verification: null });
    // Nothing can be bought before the document.
    await expect(
      step('onramp_session/update', { client_secret: cs, source_amount: '20' }),
    ).rejects.toMatchObject({ code: 'crypto_onramp_session_unexpected_state' });
    await expect(
      step('identity_verification/document', { client_secret: cs, document: 'test_document_verified' }),
    ).rejects.toMatchObject({ code: 'crypto_onramp_session_unexpected_state' });

    const started = await step('start_identity_verification', { client_secret: cs });
    expect(started.buyer.identity_verification).toMatchObject({ status: 'requires_input', last_error: null });
    expect(started.buyer.identity_verification?.id).toMatch(/^iv_/);
    // Starting again while it waits answers the same check.
    const again = await step('start_identity_verification', { client_secret: cs });
    expect(again.buyer.identity_verification?.id).toBe(started.buyer.identity_verification?.id);

    const unreadable = await step('identity_verification/document', {
      client_secret: cs,
      document: 'test_document_unreadable',
    });
    expect(unreadable.buyer).toMatchObject({
      identity: 'document_required',
      identity_verification: { status: 'requires_input', last_error: 'document_unreadable' },
    });
    await expect(
      step('identity_verification/document', { client_secret: cs, document: 'passport.jpg' }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'document' });

    const verified = await step('identity_verification/document', {
      client_secret: cs,
      document: 'test_document_verified',
    });
    expect(verified.buyer).toMatchObject({
      identity: 'verified',
      identity_verification: { status: 'verified', last_error: null },
    });
    // With the wallet, coin and amount given by the merchant, the purchase can be paid.
    expect(verified.session.status).toBe('requires_payment');
    await expect(step('start_identity_verification', { client_secret: cs })).rejects.toMatchObject({
      code: 'crypto_onramp_session_unexpected_state',
    });

    // The buyer's next session does not ask again.
    const next = (await t.stripe.rawRequest('POST', '/v1/crypto/onramp_sessions', {})) as unknown as {
      client_secret: string;
    };
    await step('onramp_session/login', { client_secret: next.client_secret, email: 'document@example.com' });
    const back = await step('onramp_session/verify_code', {
      client_secret: next.client_secret,
      code: '000000',
    });
    expect(back.buyer.identity).toBe('verified');
  });

  it('rejects the session when the document fails, and says so with an event', async () => {
    const { cs, checked } = await owingDocument('fails@example.com');
    await step('start_identity_verification', { client_secret: cs });
    const rejected = await step('identity_verification/document', {
      client_secret: cs,
      document: 'test_document_unverified',
    });
    expect(rejected.session.status).toBe('rejected');
    expect(rejected.buyer).toMatchObject({
      identity: 'rejected',
      identity_verification: { status: 'unverified' },
    });
    const events = await t.stripe.events.list({ type: 'crypto.onramp_session_updated' as never, limit: 5 });
    const mine = events.data.find((event) => (event.data.object as { id: string }).id === checked.session.id);
    expect(mine?.data.previous_attributes).toEqual({ status: 'initialized' });
  });

  it('refuses the document check to a buyer the data check verified', async () => {
    const session = (await t.stripe.rawRequest('POST', '/v1/crypto/onramp_sessions', {})) as unknown as {
      client_secret: string;
    };
    const cs = session.client_secret;
    await step('onramp_session/login', { client_secret: cs, email: 'plain@example.com' });
    await step('onramp_session/verify_code', { client_secret: cs, code: '000000' });
    await step('kyc_data_collection', { client_secret: cs, ...TEST_IDENTITY, id_number: '000-00-0000' });
    await expect(step('start_identity_verification', { client_secret: cs })).rejects.toMatchObject({
      code: 'crypto_onramp_session_unexpected_state',
    });
  });
});
