import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from '../testing/harness.js';
import { SoftwareAuthenticator } from './software-authenticator.fixture.js';
import { consumerCall, credentials, signUp } from './test-wallet.fixture.js';

describe.each(DATABASES)('Link passkeys on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ database, config: { workers: false } });
  });
  afterAll(async () => t?.close());

  const lookup = async (email: string) =>
    (await consumerCall(t, '/v1/consumers/sessions/lookup', { email_address: email })).body;

  it('registers a passkey after sign-up and verifies with it instead of a code', async () => {
    const { secret, email } = await signUp(t);
    const authenticator = new SoftwareAuthenticator(t.server.context.config.publicUrl);
    const options = await consumerCall(t, '/v1/consumers/passkeys/start_registration', credentials(secret));
    expect(options.status).toBe(200);
    const creation = options.body.public_key_credential_creation_options;
    expect(creation).toMatchObject({
      rp: { id: '127.0.0.1' },
      user: { name: email },
      challenge: expect.any(String),
    });
    const registered = await consumerCall(t, '/v1/consumers/passkeys/confirm_registration', {
      ...credentials(secret),
      webauthn_credential_data: authenticator.register(creation),
    });
    expect(registered.status).toBe(200);
    expect(registered.body.passkey).toMatchObject({ id: authenticator.id });

    const found = await lookup(email);
    expect(found.settings.has_passkey).toBe(true);
    const next = found.consumer_session.client_secret as string;
    const started = await consumerCall(t, '/v1/consumers/sessions/start_verification', {
      ...credentials(next),
      type: 'WEBAUTHN',
    });
    expect(started.status).toBe(200);
    const [verification] = started.body.consumer_session.verification_sessions;
    expect(verification).toMatchObject({
      type: 'WEBAUTHN',
      state: 'STARTED',
      public_key_credential_request_options: { allowCredentials: [{ id: authenticator.id }] },
    });
    const confirmed = await consumerCall(t, '/v1/consumers/sessions/confirm_verification', {
      ...credentials(next),
      type: 'WEBAUTHN',
      webauthn_credential_data: authenticator.authenticate(
        verification.public_key_credential_request_options,
      ),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.consumer_session.verification_sessions).toEqual([
      { id: verification.id, type: 'WEBAUTHN', state: 'VERIFIED' },
    ]);
  });

  it('refuses a passkey answer for another challenge, another key, or twice', async () => {
    const { secret, email } = await signUp(t);
    const authenticator = new SoftwareAuthenticator(t.server.context.config.publicUrl);
    const creation = (await consumerCall(t, '/v1/consumers/passkeys/start_registration', credentials(secret)))
      .body.public_key_credential_creation_options;
    await consumerCall(t, '/v1/consumers/passkeys/confirm_registration', {
      ...credentials(secret),
      webauthn_credential_data: authenticator.register(creation),
    });
    const next = (await lookup(email)).consumer_session.client_secret as string;
    const confirm = (data: string) =>
      consumerCall(t, '/v1/consumers/sessions/confirm_verification', {
        ...credentials(next),
        type: 'WEBAUTHN',
        webauthn_credential_data: data,
      });
    expect((await confirm(authenticator.authenticate({ challenge: 'x' }))).body.error.code).toBe(
      'consumer_verification_not_started',
    );
    const start = () =>
      consumerCall(t, '/v1/consumers/sessions/start_verification', {
        ...credentials(next),
        type: 'WEBAUTHN',
      });
    let options = (await start()).body.consumer_session.verification_sessions[0]
      .public_key_credential_request_options;
    expect(
      (await confirm(authenticator.authenticate({ challenge: 'c29tZXRoaW5nIGVsc2U' }))).body.error.code,
    ).toBe('consumer_passkey_invalid');
    // The challenge was spent by the failed answer.
    expect((await confirm(authenticator.authenticate(options))).body.error.code).toBe(
      'consumer_passkey_challenge_missing',
    );
    options = (await start()).body.consumer_session.verification_sessions[0]
      .public_key_credential_request_options;
    const stranger = new SoftwareAuthenticator(t.server.context.config.publicUrl);
    expect((await confirm(stranger.authenticate(options))).body.error.code).toBe('consumer_passkey_invalid');
    expect((await confirm('not json')).body.error).toMatchObject({ param: 'webauthn_credential_data' });

    const noPasskeys = await signUp(t);
    const refused = await consumerCall(t, '/v1/consumers/sessions/start_verification', {
      ...credentials(noPasskeys.secret),
      type: 'WEBAUTHN',
    });
    expect(refused.body.error).toMatchObject({
      code: 'consumer_passkeys_unavailable',
      message: 'No passkeys are available for this account.',
    });
  });
});
