import type { ApiClient, ApiResult } from '../controller/api-client.js';

/**
 * A consumer API in memory for unit tests of the frames' Link code: the paths and answer shapes
 * of packages/server/src/consumers (lookup, cookies, verification with 000000, passkeys, log
 * out, extend, payment details), without a server. The browser tests use the real one.
 */
export interface FakeConsumer {
  email: string;
  phone: string;
  passkey?: boolean;
  details?: Array<{ id: string; last4: string; is_default?: boolean }>;
}

interface FakeSession {
  email: string;
  verifications: Array<{ type: string; state: 'STARTED' | 'VERIFIED' }>;
  loggedOut: boolean;
  expired: boolean;
}

const err = (status: number, code: string | undefined, message: string): ApiResult => ({
  ok: false,
  status,
  error: { type: 'invalid_request_error', ...(code ? { code } : {}), message },
});

export class FakeConsumerApi {
  readonly calls: Array<{ method: string; path: string; body: Record<string, any> }> = [];
  readonly sessions = new Map<string, FakeSession>();
  private counter = 0;
  /** Status to answer the next lookup with instead (a failing server). */
  failLookup: number | null = null;
  /** Paths answered with a 500 api_error instead (a failing consumer API). */
  readonly failing = new Set<string>();
  /** elements/wallet-config's `link_available`. */
  linkAvailable = true;

  constructor(readonly consumers: FakeConsumer[]) {}

  get client(): ApiClient {
    const answer =
      (method: string) =>
      async (path: string, body: Record<string, any> = {}) => {
        this.calls.push({ method, path, body });
        return this.answer(method, path, body);
      };
    return { get: answer('GET'), post: answer('POST'), delete: answer('DELETE') } as unknown as ApiClient;
  }

  /** consumers/accounts/sign_up: a new consumer with a SIGNUP session; a known e-mail is taken. */
  private signUp(body: Record<string, any>): ApiResult {
    const email = String(body.email_address);
    if (this.consumers.some((c) => c.email === email))
      return err(400, 'consumer_email_taken', 'An account with this email already exists.');
    this.consumers.push({ email, phone: String(body.phone_number), details: [] });
    const secret = this.newSession(email);
    const session = this.sessions.get(secret)!;
    session.verifications = [{ type: 'SIGNUP', state: 'STARTED' }];
    return { ok: true, body: signUpAnswer(this.view(secret, session)) };
  }

  /** A session whose secret must be extended before it works again. */
  expire(secret: string): void {
    const session = this.sessions.get(secret);
    if (session) session.expired = true;
  }

  private view(secret: string | null, session: FakeSession) {
    const consumer = this.consumers.find((c) => c.email === session.email)!;
    const verified = session.verifications.some((v) => v.state === 'VERIFIED');
    return {
      client_secret: secret,
      email_address: consumer.email,
      redacted_formatted_phone_number: `(***) *** **${consumer.phone.slice(-2)}`,
      unredacted_phone_number: verified ? consumer.phone : '[redacted]',
      phone_number_country: 'US',
      verification_sessions: session.verifications.map((v) =>
        v.type === 'WEBAUTHN' && v.state === 'STARTED'
          ? { ...v, public_key_credential_request_options: { challenge: 'abc', rpId: 'localhost' } }
          : v,
      ),
    };
  }

  private newSession(email: string): string {
    this.counter += 1;
    const secret = `csmrs_secret_${this.counter}`;
    this.sessions.set(secret, { email, verifications: [], loggedOut: false, expired: false });
    return secret;
  }

  private lookupAnswer(secret: string, session: FakeSession) {
    const consumer = this.consumers.find((c) => c.email === session.email)!;
    return {
      exists: true,
      consumer_session: this.view(secret, session),
      publishable_key: 'pk_test_fake',
      account_id: 'csmr_1',
      settings: { has_passkey: consumer.passkey === true },
    };
  }

  private answer(method: string, path: string, body: Record<string, any>): ApiResult {
    if (this.failing.has(path))
      return { ok: false, status: 500, error: { type: 'api_error', message: 'Down.' } };
    if (path === '/v1/elements/wallet-config')
      return { ok: true, body: { link_available: this.linkAvailable } };
    if (path === '/v1/consumers/accounts/sign_up') return this.signUp(body);
    if (path === '/v1/consumers/sessions/lookup') {
      if (this.failLookup !== null) return err(this.failLookup, undefined, 'Lookup failed.');
      for (const secret of body.cookies?.verification_session_client_secrets ?? []) {
        const session = this.sessions.get(secret);
        if (session && !session.loggedOut && !session.expired)
          return { ok: true, body: this.lookupAnswer(secret, session) };
      }
      const consumer = this.consumers.find((c) => c.email === body.email_address);
      if (!consumer)
        return {
          ok: true,
          body: { exists: false, consumer_session: null, error_message: 'Consumer not found' },
        };
      const secret = this.newSession(consumer.email);
      return { ok: true, body: this.lookupAnswer(secret, this.sessions.get(secret)!) };
    }
    const secret: string | undefined = body.credentials?.consumer_session_client_secret;
    const session = secret ? this.sessions.get(secret) : undefined;
    if (!secret || !session || session.loggedOut)
      return err(401, 'consumer_session_credentials_invalid', 'Invalid.');
    if (path === '/v1/consumers/sessions/extend') {
      this.sessions.delete(secret);
      const renewed = this.newSession(session.email);
      this.sessions.set(renewed, { ...session, expired: false });
      return {
        ok: true,
        body: { consumer_session_client_secret: renewed, consumer_session: this.view(renewed, session) },
      };
    }
    if (session.expired) return err(401, 'consumer_session_credentials_invalid', 'Invalid.');
    const consumer = this.consumers.find((c) => c.email === session.email)!;
    switch (path) {
      case '/v1/consumers/sessions/start_verification': {
        if (body.type === 'WEBAUTHN' && !consumer.passkey)
          return err(400, 'consumer_passkeys_unavailable', 'No passkeys are available for this account.');
        session.verifications = [
          ...session.verifications.filter((v) => v.state === 'VERIFIED'),
          { type: body.type, state: 'STARTED' },
        ];
        return { ok: true, body: { consumer_session: this.view(secret, session) } };
      }
      case '/v1/consumers/sessions/confirm_verification': {
        const started = session.verifications.find((v) => v.type === body.type && v.state === 'STARTED');
        if (!started) return err(400, 'consumer_verification_not_started', 'Not started.');
        if (body.type !== 'WEBAUTHN' && body.code !== '000000')
          return err(400, 'consumer_verification_code_invalid', 'The code is incorrect. 4 tries left.');
        started.state = 'VERIFIED';
        return {
          ok: true,
          body: {
            auth_session_client_secret: 'csmras_secret_1',
            consumer_session: this.view(secret, session),
          },
        };
      }
      case '/v1/consumers/passkeys/start_registration':
        if (!session.verifications.some((v) => v.state === 'VERIFIED'))
          return err(403, 'consumer_verification_required', 'Verify first.');
        return {
          ok: true,
          body: {
            public_key_credential_creation_options: {
              challenge: 'reg',
              rp: { id: 'localhost', name: 'Link' },
            },
          },
        };
      case '/v1/consumers/passkeys/confirm_registration':
        if (!String(body.webauthn_credential_data ?? '').includes('"id"'))
          return err(400, 'consumer_passkey_invalid', 'The passkey could not be used.');
        consumer.passkey = true;
        return { ok: true, body: { passkey: { id: 'cred', object: 'consumer_passkey', created: 1 } } };
      case '/v1/consumers/sessions/log_out':
        session.loggedOut = true;
        return { ok: true, body: { consumer_session: this.view(null, { ...session, verifications: [] }) } };
      case '/v1/consumers/payment_details/list':
        return { ok: true, body: { redacted_payment_details: (consumer.details ?? []).map(detailsView) } };
      case '/v1/consumers/payment_details': {
        this.counter += 1;
        const created = {
          id: `csmrpd_new_${this.counter}`,
          last4: String(body.card.number).slice(-4),
          is_default: body.is_default === true,
        };
        if (created.is_default) for (const d of consumer.details ?? []) d.is_default = false;
        consumer.details = [...(consumer.details ?? []), created];
        return { ok: true, body: { redacted_payment_details: detailsView(created) } };
      }
      case '/v1/consumers/payment_details/share': {
        const found = consumer.details?.find((d) => d.id === body.id);
        if (!found) return err(404, 'resource_missing', 'No such payment details.');
        return {
          ok: true,
          body: { id: found.id, payment_method: { id: `pm_shared_${found.id}`, type: 'card' } },
        };
      }
    }
    const detail = /^\/v1\/consumers\/payment_details\/(.+)$/.exec(path);
    if (detail && consumer.details) {
      const found = consumer.details.find((d) => d.id === detail[1]);
      if (!found) return err(404, 'resource_missing', 'No such payment details.');
      if (method === 'DELETE') {
        consumer.details = consumer.details.filter((d) => d !== found);
        return { ok: true, body: { id: found.id, deleted: true } };
      }
      if (body.is_default === true) for (const d of consumer.details) d.is_default = d === found;
      return { ok: true, body: { redacted_payment_details: detailsView(found) } };
    }
    return err(404, 'resource_missing', `Unknown path ${path}`);
  }
}

function signUpAnswer(view: Record<string, unknown>) {
  return {
    account_id: 'csmr_new',
    auth_session_client_secret: 'csmras_new',
    consumer_session: view,
    publishable_key: null,
  };
}

function detailsView(d: { id: string; last4: string; is_default?: boolean }) {
  return {
    id: d.id,
    type: 'CARD',
    is_default: d.is_default === true,
    nickname: null,
    state: 'VERIFIED',
    card_details: {
      brand: 'visa',
      last4: d.last4,
      exp_month: 12,
      exp_year: 2030,
      networks: ['visa'],
      preferred_network: null,
      checks: { cvc_check: 'PASS', address_postal_code_check: 'PASS' },
    },
    billing_address: { country_code: 'US', postal_code: '94103' },
    billing_email_address: null,
  };
}
