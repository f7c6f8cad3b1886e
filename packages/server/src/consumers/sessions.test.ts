import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import type { CodeMessage, ConsumerNotifier } from './notifier.js';
import { CODE_MAX_ATTEMPTS } from './one-time-code.js';
import { CONSUMER_SESSION_MAX_AGE_SECONDS } from './sessions.js';
import { consumerCall, credentials, signUp, uniqueEmail } from './test-wallet.fixture.js';
import { CODES_PER_WINDOW } from './verification.js';

describe.each(DATABASES)('Link consumer sessions on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  const lookup = (email: string) =>
    consumerCall(t, '/v1/consumers/sessions/lookup', { email_address: email });
  const start = (secret: string, type = 'EMAIL', key?: string) =>
    consumerCall(
      t,
      '/v1/consumers/sessions/start_verification',
      { ...credentials(secret), type },
      key ? { key } : {},
    );
  const confirm = (secret: string, code: string, type = 'EMAIL', key?: string) =>
    consumerCall(
      t,
      '/v1/consumers/sessions/confirm_verification',
      { ...credentials(secret), type, code },
      key ? { key } : {},
    );

  it('signs a shopper up while paying, with a SIGNUP session and an auth secret', async () => {
    const email = uniqueEmail('Signup');
    const res = await consumerCall(t, '/v1/consumers/accounts/sign_up', {
      email_address: `  ${email.toUpperCase()} `,
      phone_number: '(415) 555-0123',
      country: 'US',
      consent_action: 'clicked_checkbox',
      request_surface: 'web_elements',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      account_id: expect.stringMatching(/^csmr_/),
      auth_session_client_secret: expect.stringMatching(/^csmras_secret_/),
      publishable_key: t.publishableKey,
      consumer_session: {
        client_secret: expect.stringMatching(/^csmrs_secret_/),
        email_address: email.toLowerCase(),
        unredacted_phone_number: '+14155550123',
        phone_number_country: 'US',
        verification_sessions: [{ type: 'SIGNUP', state: 'STARTED' }],
      },
    });
    const again = await consumerCall(t, '/v1/consumers/accounts/sign_up', {
      email_address: email,
      phone_number: '+14155550123',
      consent_action: 'clicked_checkbox',
    });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('consumer_already_exists');
    const noConsent = await consumerCall(t, '/v1/consumers/accounts/sign_up', {
      email_address: uniqueEmail(),
      phone_number: '+14155550123',
    });
    expect(noConsent.body.error).toMatchObject({ code: 'parameter_missing', param: 'consent_action' });
    const badPhone = await consumerCall(t, '/v1/consumers/accounts/sign_up', {
      email_address: uniqueEmail(),
      phone_number: '12',
      consent_action: 'clicked_checkbox',
    });
    expect(badPhone.body.error).toMatchObject({ param: 'phone_number' });
  });

  it('looks a consumer up by e-mail whatever its case and spaces, redacted until verified', async () => {
    const { email } = await signUp(t);
    const found = await lookup(`  ${email.toUpperCase()}\t`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      exists: true,
      consumer_session: {
        email_address: email,
        redacted_phone_number: '(***) *** **23',
        unredacted_phone_number: '[redacted]',
        verification_sessions: [],
      },
      redacted_payment_details: [],
      settings: { has_passkey: false },
    });
    const missing = await lookup(uniqueEmail('nobody'));
    expect(missing.body).toMatchObject({
      exists: false,
      consumer_session: null,
      error_message: 'Consumer not found',
    });
  });

  it('verifies with 000000 in test mode, and refuses wrong codes until the code locks', async () => {
    const { email } = await signUp(t);
    const secret = (await lookup(email)).body.consumer_session.client_secret as string;
    expect((await confirm(secret, '000000')).body.error.code).toBe('consumer_verification_not_started');
    const started = await start(secret);
    expect(started.status).toBe(200);
    expect(started.body.consumer_session.verification_sessions).toMatchObject([
      { type: 'EMAIL', state: 'STARTED' },
    ]);
    const wrong = await confirm(secret, '12345');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'consumer_verification_code_invalid', param: 'code' });
    const ok = await confirm(secret, '000000');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      auth_session_client_secret: expect.stringMatching(/^csmras_secret_/),
      consumer_session: {
        client_secret: secret,
        unredacted_phone_number: '+14155550123',
        verification_sessions: [{ type: 'EMAIL', state: 'VERIFIED' }],
      },
    });

    const other = (await lookup(email)).body.consumer_session.client_secret as string;
    await start(other, 'SMS');
    const answers: string[] = [];
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++)
      answers.push((await confirm(other, '111111', 'SMS')).body.error.code);
    expect(answers.at(-1)).toBe('consumer_verification_max_attempts_exceeded');
    expect(answers.slice(0, -1).every((c) => c === 'consumer_verification_code_invalid')).toBe(true);
    // Locked: even the right code no longer works until a new one is sent.
    expect((await confirm(other, '000000', 'SMS')).body.error.code).toBe(
      'consumer_verification_max_attempts_exceeded',
    );
    await start(other, 'SMS');
    expect((await confirm(other, '000000', 'SMS')).status).toBe(200);
  });

  it('sends a random code to the outbox that verifies once, readable with the secret test key only', async () => {
    const { email } = await signUp(t);
    const secret = (await lookup(email)).body.consumer_session.client_secret as string;
    await start(secret);
    const outbox = await t.request(
      'GET',
      `/v1/test_helpers/consumers/outbox?email_address=${encodeURIComponent(email)}`,
    );
    expect(outbox.status).toBe(200);
    const [message] = outbox.body.data;
    expect(message).toMatchObject({ channel: 'email', to: email, code: expect.stringMatching(/^\d{6}$/) });
    expect((await consumerCall(t, '/v1/test_helpers/consumers/outbox', {}, { method: 'GET' })).status).toBe(
      401,
    );
    expect((await confirm(secret, message.code)).status).toBe(200);
    expect((await confirm(secret, message.code)).body.error.code).toBe('consumer_verification_not_started');

    // The e-mail also finds the codes its account was sent by SMS, and only this account's:
    // test accounts share one phone number.
    const { email: neighbour } = await signUp(t);
    await start((await lookup(neighbour)).body.consumer_session.client_secret as string, 'SMS');
    const other = (await lookup(email)).body.consumer_session.client_secret as string;
    await start(other, 'SMS');
    const byEmail = await t.request(
      'GET',
      `/v1/test_helpers/consumers/outbox?email_address=${encodeURIComponent(` ${email.toUpperCase()} `)}`,
    );
    expect(byEmail.body.data.map((m: { channel: string }) => m.channel)).toEqual(['sms', 'email']);
    expect((await confirm(other, byEmail.body.data[0].code, 'SMS')).status).toBe(200);
  });

  it('sends live-mode codes through the configured notifier only; 000000 does not work there', async () => {
    const sent: CodeMessage[] = [];
    const previous = t.server.context.consumerNotifier;
    const capture: ConsumerNotifier = {
      async send(message) {
        sent.push(message);
      },
    };
    t.server.context.consumerNotifier = capture;
    try {
      const live = t.server.keys.livePublishable;
      const { secret } = await signUp(t, uniqueEmail('live'), live);
      expect((await start(secret, 'SMS', live)).status).toBe(200);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ livemode: true, channel: 'sms', to: '+14155550123' });
      expect((await confirm(secret, '000000', 'SMS', live)).body.error.code).toBe(
        sent[0]!.code === '000000' ? undefined : 'consumer_verification_code_invalid',
      );
      expect((await confirm(secret, sent[0]!.code, 'SMS', live)).status).toBe(200);
      // A test-mode key never sees a live session.
      expect((await start(secret)).body.error.code).toBe('consumer_session_credentials_invalid');
    } finally {
      t.server.context.consumerNotifier = previous;
    }
  });

  it(`stops sending codes to one consumer after ${CODES_PER_WINDOW} within the window`, async () => {
    const { email } = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i <= CODES_PER_WINDOW; i++) {
      const secret = (await lookup(email)).body.consumer_session.client_secret as string;
      statuses.push((await start(secret)).status);
    }
    expect(statuses.slice(0, CODES_PER_WINDOW).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('ends a session at its absolute lifetime, however often it was extended', async () => {
    const { secret, accountId } = await signUp(t);
    const now = Math.floor(Date.now() / 1000);
    await t.server.context.db
      .updateTable('consumer_sessions')
      .set({ created: now - CONSUMER_SESSION_MAX_AGE_SECONDS - 1 })
      .where('consumer_id', '=', accountId)
      .execute();
    const used = await consumerCall(t, '/v1/consumers/payment_details/list', credentials(secret));
    expect(used.status).toBe(401);
    expect(used.body.error.code).toBe('consumer_session_credentials_invalid');
    const extended = await consumerCall(t, '/v1/consumers/sessions/extend', credentials(secret));
    expect(extended.status).toBe(403);
    expect(extended.body.error.code).toBe('consumer_session_expired');
  });

  it('rejects calls without credentials or with unknown ones, as the wallet expects', async () => {
    const none = await consumerCall(t, '/v1/consumers/payment_details/list');
    expect(none.status).toBe(403);
    expect(none.body.error.message).toBe('Consumer not logged in');
    const unknown = await consumerCall(
      t,
      '/v1/consumers/payment_details/list',
      credentials('csmrs_secret_nope'),
    );
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe('consumer_session_credentials_invalid');
    const { email } = await signUp(t);
    const unverified = (await lookup(email)).body.consumer_session.client_secret as string;
    const refused = await consumerCall(t, '/v1/consumers/payment_details/list', credentials(unverified));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('consumer_verification_required');
    const passkey = await start(unverified, 'WEBAUTHN');
    expect(passkey.body.error.code).toBe('consumer_passkeys_unavailable');
  });

  it('expires credentials, extends them once into a new secret, and logs out for good', async () => {
    const { secret, accountId } = await signUp(t);
    await t.server.context.db
      .updateTable('consumer_sessions')
      .set({ expires_at: 1000 })
      .where('consumer_id', '=', accountId)
      .execute();
    const expired = await consumerCall(t, '/v1/consumers/payment_details/list', credentials(secret));
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('consumer_session_credentials_invalid');
    // Far past its expiry: extending is refused too, and the shopper signs in again.
    const tooOld = await consumerCall(t, '/v1/consumers/sessions/extend', credentials(secret));
    expect(tooOld.status).toBe(403);
    expect(tooOld.body.error.code).toBe('consumer_session_expired');

    const fresh = await signUp(t);
    const now = Math.floor(Date.now() / 1000);
    await t.server.context.db
      .updateTable('consumer_sessions')
      .set({ expires_at: now - 60 })
      .where('consumer_id', '=', fresh.accountId)
      .execute();
    const extended = await consumerCall(t, '/v1/consumers/sessions/extend', credentials(fresh.secret));
    expect(extended.status).toBe(200);
    const renewed = extended.body.consumer_session_client_secret as string;
    expect(renewed).not.toBe(fresh.secret);
    expect(extended.body.consumer_session.client_secret).toBe(renewed);
    expect((await consumerCall(t, '/v1/consumers/payment_details/list', credentials(renewed))).status).toBe(
      200,
    );
    expect(
      (await consumerCall(t, '/v1/consumers/payment_details/list', credentials(fresh.secret))).status,
    ).toBe(401);

    const out = await consumerCall(t, '/v1/consumers/sessions/log_out', credentials(renewed));
    expect(out.status).toBe(200);
    expect(out.body.consumer_session).toMatchObject({ client_secret: null, verification_sessions: [] });
    expect((await consumerCall(t, '/v1/consumers/payment_details/list', credentials(renewed))).status).toBe(
      401,
    );
    expect((await consumerCall(t, '/v1/consumers/sessions/extend', credentials(renewed))).status).toBe(403);
  });

  it('signs in again from a stored session secret (the cookie) without a new code', async () => {
    const { secret, email } = await signUp(t);
    const res = await consumerCall(t, '/v1/consumers/sessions/lookup', {
      'cookies[verification_session_client_secrets][0]': secret,
    });
    expect(res.body).toMatchObject({
      exists: true,
      consumer_session: { client_secret: secret, email_address: email },
    });
  });
});
