import { beforeEach, describe, expect, it } from 'vitest';
import { FakeConsumerApi } from '../link/fake-consumer-api.fixture.js';
import type { LoginStores } from '../link/login-storage.js';
import { linkSessionOn, memoryStores } from './link-session.fixture.js';

const JENNY = 'jenny@shop.example';

function setup(api: FakeConsumerApi, stores: LoginStores, loggedOut: Array<string | null> = []) {
  return linkSessionOn(api, { stores, loggedOut });
}

describe('the controller Link session', () => {
  let api: FakeConsumerApi;
  let stores: LoginStores;
  beforeEach(() => {
    api = new FakeConsumerApi([
      {
        email: JENNY,
        phone: '+14155550123',
        passkey: true,
        details: [
          { id: 'csmrpd_1', last4: '4242', is_default: true },
          { id: 'csmrpd_2', last4: '1881' },
        ],
      },
    ]);
    stores = memoryStores();
  });

  it('looks an e-mail up: unknown is unregistered, known is unverified with the redacted consumer', async () => {
    const { session, published } = setup(api, stores);
    await session.handle({ action: 'lookup', email: 'nobody@shop.example' }, 'f1');
    expect(session.state).toMatchObject({
      authState: 'unregistered',
      email: 'nobody@shop.example',
      consumer: null,
    });
    await session.handle({ action: 'lookup', email: '  Jenny@Shop.Example ' }, 'f1');
    expect(session.state).toMatchObject({
      authState: 'unverified',
      email: JENNY,
      requests: { createSession: { status: 'SUCCESS' } },
      consumer: { email: JENNY, redactedPhone: '(***) *** **23', phone: '[redacted]', hasPasskey: true },
      paymentDetails: [],
    });
    expect(published.some((s) => s.requests.createSession.status === 'PENDING')).toBe(true);
    expect(JSON.stringify(published)).not.toContain('csmrs_secret');
  });

  it('applies only the newest lookup when the shopper keeps typing', async () => {
    const { session } = setup(api, stores);
    const first = session.handle({ action: 'lookup', email: JENNY }, 'f1');
    const second = session.handle({ action: 'lookup', email: 'jenny@shop.exampl' }, 'f1');
    await Promise.all([first, second]);
    expect(session.state).toMatchObject({ authState: 'unregistered', email: 'jenny@shop.exampl' });
  });

  it('reads a 403 lookup as none and other failures as unregistered, with the error on the request', async () => {
    const { session } = setup(api, stores);
    api.failLookup = 403;
    await session.handle({ action: 'lookup', email: JENNY }, 'f1');
    expect(session.state).toMatchObject({
      authState: 'none',
      requests: { createSession: { status: 'ERROR' } },
    });
    api.failLookup = 500;
    await session.handle({ action: 'lookup', email: 'other@shop.example' }, 'f1');
    expect(session.state.authState).toBe('unregistered');
  });

  it('verifies by code: verifying, a wrong code keeps the server message, 000000 logs in and loads details', async () => {
    const { session, storage } = setup(api, stores);
    await session.handle({ action: 'lookup', email: JENNY }, 'f1');
    await session.handle({ action: 'startVerification', type: 'SMS' }, 'f1');
    expect(session.state).toMatchObject({
      authState: 'verifying',
      verification: { type: 'SMS', sentTo: '(***) *** **23' },
      requests: { startVerification: { status: 'SUCCESS' } },
    });
    await session.handle({ action: 'confirmVerification', code: '123456' }, 'f1');
    expect(session.state.requests.confirmVerification).toEqual({
      status: 'ERROR',
      error: {
        type: 'invalid_request_error',
        code: 'consumer_verification_code_invalid',
        message: 'The code is incorrect. 4 tries left.',
      },
    });
    expect(session.state.authState).toBe('verifying');
    await session.handle({ action: 'confirmVerification', code: '000000' }, 'f1');
    expect(session.state).toMatchObject({
      authState: 'logged-in',
      consumer: { phone: '+14155550123' },
      requests: { confirmVerification: { status: 'SUCCESS' }, listPaymentDetails: { status: 'SUCCESS' } },
    });
    expect(session.state.paymentDetails.map((d) => [d.id, d.isDefault, d.card?.last4])).toEqual([
      ['csmrpd_1', true, '4242'],
      ['csmrpd_2', false, '1881'],
    ]);
    expect(storage.get()).toMatchObject([{ email: JENNY, lifetime: 'persistent' }]);
  });

  it('masks the e-mail an e-mail code went to, and refuses a code with no verification started (LJS005)', async () => {
    const { session } = setup(api, stores);
    await session.handle({ action: 'confirmVerification', code: '000000' }, 'f1');
    expect(session.state.requests.confirmVerification).toMatchObject({
      status: 'ERROR',
      error: { code: 'LJS005' },
    });
    await session.handle({ action: 'lookup', email: JENNY }, 'f1');
    await session.handle({ action: 'startVerification', type: 'EMAIL' }, 'f1');
    expect(session.state.verification?.sentTo).toBe('j***@shop.example');
  });

  it('recognises a returning shopper from the stored login, without a code (one-click)', async () => {
    const first = setup(api, stores);
    await first.session.handle({ action: 'lookup', email: JENNY }, 'f1');
    await first.session.handle({ action: 'startVerification', type: 'EMAIL' }, 'f1');
    await first.session.handle({ action: 'confirmVerification', code: '000000' }, 'f1');
    const again = setup(api, stores);
    await again.session.restore();
    expect(again.session.state).toMatchObject({
      authState: 'verified',
      email: JENNY,
      emailSource: 'stored_login',
      oneClickAutofill: true,
    });
    expect(again.session.state.paymentDetails).toHaveLength(2);
    await again.session.handle({ action: 'autofill', choice: 'OPT-IN' }, 'f1');
    expect(again.session.state.authState).toBe('logged-in');
    // A lookup of the same e-mail keeps the login; no new session is made.
    const lookups = api.calls.filter((c) => c.path.endsWith('/lookup')).length;
    await again.session.handle({ action: 'lookup', email: JENNY }, 'f1');
    expect(api.calls.filter((c) => c.path.endsWith('/lookup'))).toHaveLength(lookups);
  });

  it('declines the one-click offer: declined, nothing of the consumer kept', async () => {
    const first = setup(api, stores);
    await first.session.handle({ action: 'lookup', email: JENNY }, 'f1');
    await first.session.handle({ action: 'startVerification', type: 'EMAIL' }, 'f1');
    await first.session.handle({ action: 'confirmVerification', code: '000000' }, 'f1');
    const again = setup(api, stores);
    await again.session.restore();
    await again.session.handle({ action: 'autofill', choice: 'OPT-OUT' }, 'f1');
    expect(again.session.state).toMatchObject({ authState: 'declined', consumer: null, paymentDetails: [] });
  });

  it('logs out: clears the stored login and the state, calls log_out', async () => {
    const { session, storage } = setup(api, stores);
    await session.handle({ action: 'lookup', email: JENNY }, 'f1');
    await session.handle({ action: 'startVerification', type: 'EMAIL' }, 'f1');
    await session.handle({ action: 'confirmVerification', code: '000000' }, 'f1');
    await session.handle({ action: 'logOut' }, 'f1');
    expect(api.calls.at(-1)?.path).toBe('/v1/consumers/sessions/log_out');
    expect(storage.get()).toEqual([]);
    expect(session.state).toMatchObject({
      authState: 'none',
      email: null,
      consumer: null,
      paymentDetails: [],
      requests: { logOut: { status: 'SUCCESS' } },
    });
    const next = setup(api, stores);
    await next.session.restore();
    expect(next.session.state.authState).toBe('none');
  });

  it('starts a passkey verification and answers the asking frame with its request options', async () => {
    const { session, replies } = setup(api, stores);
    await session.handle({ action: 'lookup', email: JENNY }, 'f1');
    await session.handle({ action: 'passkeyStart' }, 'link-1');
    expect(replies).toEqual([{ frameId: 'link-1', options: { challenge: 'abc', rpId: 'localhost' } }]);
    expect(session.state.verification).toEqual({ type: 'WEBAUTHN', sentTo: null });
    expect(session.state.requests.startVerification.status).toBe('SUCCESS');
    await session.handle({ action: 'passkeyFailed', reason: 'user_cancelled' }, 'link-1');
    expect(session.state.requests.confirmVerification).toMatchObject({
      status: 'ERROR',
      error: { message: 'The passkey prompt was cancelled.' },
    });
    await session.handle({ action: 'passkeyFinish', credential: '{"id":"cred"}' }, 'link-1');
    expect(session.state.authState).toBe('logged-in');
    const confirm = api.calls.find((c) => c.path.endsWith('/confirm_verification'));
    expect(confirm?.body).toMatchObject({ type: 'WEBAUTHN', webauthn_credential_data: '{"id":"cred"}' });
  });

  it('reports a passkey start the server refuses', async () => {
    api.consumers[0]!.passkey = false;
    const { session, replies } = setup(api, stores);
    await session.handle({ action: 'lookup', email: JENNY }, 'f1');
    await session.handle({ action: 'passkeyStart' }, 'link-1');
    expect(replies).toEqual([]);
    expect(session.state.requests.startVerification).toMatchObject({
      status: 'ERROR',
      error: { code: 'consumer_passkeys_unavailable' },
    });
  });

  it('extends expired credentials and keeps the renewed login stored', async () => {
    const { session, storage } = setup(api, stores);
    await session.handle({ action: 'lookup', email: JENNY }, 'f1');
    await session.handle({ action: 'startVerification', type: 'EMAIL' }, 'f1');
    await session.handle({ action: 'confirmVerification', code: '000000' }, 'f1');
    const before = storage.get()[0]!.secret;
    api.expire(before);
    await session.handle({ action: 'listPaymentDetails' }, 'f1');
    expect(session.state.requests.listPaymentDetails.status).toBe('SUCCESS');
    expect(storage.get()[0]!.secret).not.toBe(before);
  });

  it('removes and updates saved payment details with their request states', async () => {
    const { session } = setup(api, stores);
    await session.handle({ action: 'lookup', email: JENNY }, 'f1');
    await session.handle({ action: 'startVerification', type: 'EMAIL' }, 'f1');
    await session.handle({ action: 'confirmVerification', code: '000000' }, 'f1');
    await session.handle(
      { action: 'updatePaymentDetails', id: 'csmrpd_2', update: { isDefault: true } },
      'f1',
    );
    expect(session.state.paymentDetails.map((d) => d.isDefault)).toEqual([false, true]);
    expect(session.state.requests.updatePaymentDetails.status).toBe('SUCCESS');
    await session.handle({ action: 'removePaymentDetails', id: 'csmrpd_1' }, 'f1');
    expect(session.state.paymentDetails.map((d) => d.id)).toEqual(['csmrpd_2']);
    await session.handle({ action: 'removePaymentDetails', id: 'csmrpd_9' }, 'f1');
    expect(session.state.requests.removePaymentDetails).toMatchObject({
      status: 'ERROR',
      error: { code: 'resource_missing' },
    });
  });

  it('tells the other groups of a logout, and a group forgets only the consumer logged out', async () => {
    const loggedOut: Array<string | null> = [];
    const first = setup(api, stores, loggedOut);
    const other = setup(api, stores);
    for (const { session } of [first, other]) {
      await session.handle({ action: 'lookup', email: JENNY }, 'f1');
      await session.handle({ action: 'startVerification', type: 'EMAIL' }, 'f1');
      await session.handle({ action: 'confirmVerification', code: '000000' }, 'f1');
    }
    await first.session.handle({ action: 'logOut' }, 'f1');
    expect(loggedOut).toEqual([JENNY]);
    other.session.forget('someone@else.example');
    expect(other.session.state.authState).toBe('logged-in');
    const calls = api.calls.length;
    other.session.forget(JENNY);
    expect(other.session.state).toMatchObject({ authState: 'none', consumer: null, paymentDetails: [] });
    expect(api.calls).toHaveLength(calls);
  });
});
