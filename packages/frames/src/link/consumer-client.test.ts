// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, type ApiResult } from '../controller/api-client.js';
import { ConsumerClient, normalizeEmail } from './consumer-client.js';

type Call = { method: 'GET' | 'POST' | 'DELETE'; path: string; body: Record<string, any> };

/** An API client that answers from a script and records what it was asked. */
function scriptedApi(answer: (call: Call, index: number) => ApiResult | Promise<ApiResult>) {
  const calls: Call[] = [];
  const record =
    (method: Call['method']) =>
    async (path: string, body: Record<string, any> = {}) => {
      const call = { method, path, body };
      calls.push(call);
      return answer(call, calls.length - 1);
    };
  const api = { get: record('GET'), post: record('POST'), delete: record('DELETE') } as unknown as ApiClient;
  return { api, calls };
}

const ok = (body: Record<string, any>): ApiResult => ({ ok: true, body });
const fail = (status: number, error: Record<string, any>): ApiResult => ({
  ok: false,
  status,
  error: { type: 'invalid_request_error', message: 'failed', ...error },
});
const expired = fail(401, { code: 'consumer_session_credentials_invalid' });
const found = {
  exists: true,
  consumer_session: { client_secret: 'csmrs_secret_a', verification_sessions: [] },
};

describe('ConsumerClient lookup', () => {
  it('trims and lower-cases the e-mail and caches the answer per e-mail and cookies', async () => {
    const { api, calls } = scriptedApi(() => ok(found));
    const client = new ConsumerClient(api);
    await client.lookup({ email: '  Jenny@Example.COM ' });
    await client.lookup({ email: 'jenny@example.com' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({
      email_address: 'jenny@example.com',
      request_surface: 'web_elements',
    });
    await client.lookup({ email: 'jenny@example.com', cookies: { secrets: ['s1'], lifetime: 'session' } });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body.cookies).toEqual({
      verification_session_client_secrets: ['s1'],
      lifetime: 'session',
    });
    client.clearCaches();
    await client.lookup({ email: 'jenny@example.com' });
    expect(calls).toHaveLength(3);
  });

  it.each([
    ['an error without a code is tried twice in all', fail(500, { type: 'api_error' }), 2],
    ['a connection failure is tried twice in all', fail(0, { type: 'api_connection_error' }), 2],
    ['an error with a code is not retried', fail(400, { code: 'email_invalid' }), 1],
  ])('%s', async (_name, answer, attempts) => {
    const { api, calls } = scriptedApi(() => answer);
    const result = await new ConsumerClient(api).lookup({ email: 'a@b.co' });
    expect(result.ok).toBe(false);
    expect(calls).toHaveLength(attempts);
  });

  it('answers the second attempt when the first fails without a code, and does not cache failures', async () => {
    const { api, calls } = scriptedApi((_c, i) => (i === 0 ? fail(502, { type: 'api_error' }) : ok(found)));
    const client = new ConsumerClient(api);
    expect(await client.lookup({ email: 'a@b.co' })).toMatchObject({ ok: true, body: found });
    const failing = scriptedApi(() => fail(400, { code: 'x' }));
    const other = new ConsumerClient(failing.api);
    await other.lookup({ email: 'a@b.co' });
    await other.lookup({ email: 'a@b.co' });
    expect(failing.calls).toHaveLength(2);
    expect(calls).toHaveLength(2);
  });
});

describe('ConsumerClient session calls', () => {
  it('refuses a session call without an active session (LJS004) without calling the server', async () => {
    const { api, calls } = scriptedApi(() => ok({}));
    const result = await new ConsumerClient(api).listPaymentDetails();
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'LJS004', message: 'Missing active consumer session' },
    });
    expect(calls).toHaveLength(0);
  });

  it('extends expired credentials once and retries with the new secret', async () => {
    const { api, calls } = scriptedApi((call) => {
      if (call.path.endsWith('/extend')) return ok({ consumer_session_client_secret: 'csmrs_secret_new' });
      return call.body.credentials.consumer_session_client_secret === 'csmrs_secret_old'
        ? expired
        : ok({ redacted_payment_details: [] });
    });
    const client = new ConsumerClient(api);
    const seen: Array<string | null> = [];
    client.setSecret('csmrs_secret_old');
    client.onSecretChange = (secret) => seen.push(secret);
    expect(await client.listPaymentDetails()).toMatchObject({ ok: true });
    expect(calls.map((c) => c.path)).toEqual([
      '/v1/consumers/payment_details/list',
      '/v1/consumers/sessions/extend',
      '/v1/consumers/payment_details/list',
    ]);
    expect(client.activeSecret).toBe('csmrs_secret_new');
    expect(seen).toEqual(['csmrs_secret_new']);
  });

  it('returns the original error when extending fails, and extends only once', async () => {
    const { api, calls } = scriptedApi((call) =>
      call.path.endsWith('/extend') ? fail(403, { code: 'consumer_session_expired' }) : expired,
    );
    const client = new ConsumerClient(api);
    client.setSecret('csmrs_secret_old');
    const result = await client.startVerification('EMAIL');
    expect(result).toMatchObject({ ok: false, error: { code: 'consumer_session_credentials_invalid' } });
    expect(calls).toHaveLength(2);
  });

  it('does not extend again when the retried call is also refused', async () => {
    const { api, calls } = scriptedApi((call) =>
      call.path.endsWith('/extend') ? ok({ consumer_session_client_secret: 'csmrs_secret_2' }) : expired,
    );
    const client = new ConsumerClient(api);
    client.setSecret('csmrs_secret_1');
    expect((await client.listShippingAddresses()).ok).toBe(false);
    expect(calls.map((c) => c.path.split('/').pop())).toEqual(['list', 'extend', 'list']);
  });

  it('confirms a code or a passkey answer and clears the lookup cache', async () => {
    const { api, calls } = scriptedApi((call) =>
      call.path.endsWith('lookup')
        ? ok(found)
        : ok({ auth_session_client_secret: 'x', consumer_session: {} }),
    );
    const client = new ConsumerClient(api);
    await client.lookup({ email: 'a@b.co' });
    client.setSecret('csmrs_secret_a');
    await client.confirmVerification('EMAIL', { code: ' 000000 ' });
    await client.confirmVerification('WEBAUTHN', { webauthnCredentialData: '{"id":"k"}' });
    await client.lookup({ email: 'a@b.co' });
    expect(calls[1]!.body).toMatchObject({
      type: 'EMAIL',
      code: '000000',
      credentials: { consumer_session_client_secret: 'csmrs_secret_a' },
    });
    expect(calls[2]!.body).toMatchObject({ type: 'WEBAUTHN', webauthn_credential_data: '{"id":"k"}' });
    expect(calls.filter((c) => c.path.endsWith('lookup'))).toHaveLength(2);
  });

  it('logs out: calls the server and forgets the secret even when the server fails', async () => {
    const { api, calls } = scriptedApi(() => fail(500, { type: 'api_error' }));
    const client = new ConsumerClient(api);
    client.setSecret('csmrs_secret_a');
    expect((await client.logOut()).ok).toBe(false);
    expect(calls[0]!.path).toBe('/v1/consumers/sessions/log_out');
    expect(client.activeSecret).toBeNull();
    expect(await client.logOut()).toMatchObject({ ok: false, error: { code: 'LJS002' } });
  });

  it('signs up with a normalised e-mail and makes the new session the active one', async () => {
    const { api, calls } = scriptedApi(() =>
      ok({ account_id: 'csmr_1', consumer_session: { client_secret: 'csmrs_secret_n' } }),
    );
    const client = new ConsumerClient(api);
    await client.signUp({
      email_address: ' New@Shop.Example ',
      phone_number: '+14155550123',
      consent_action: 'x',
    });
    expect(calls[0]!.body.email_address).toBe('new@shop.example');
    expect(client.activeSecret).toBe('csmrs_secret_n');
  });

  it('sends payment details and shipping address calls to their paths, DELETE with its query', async () => {
    const { api, calls } = scriptedApi(() => ok({}));
    const client = new ConsumerClient(api);
    client.setSecret('csmrs_secret_a');
    await client.createPaymentDetails({
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030 },
      billing_email_address: 'A@B.co',
    });
    await client.updatePaymentDetails('csmrpd_1', { nickname: null, is_default: true });
    await client.deletePaymentDetails('csmrpd_1');
    await client.sharePaymentDetails({ id: 'csmrpd_1', cvc: '123' });
    await client.deleteShippingAddress('csmrsa_1');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v1/consumers/payment_details',
      'POST /v1/consumers/payment_details/csmrpd_1',
      'DELETE /v1/consumers/payment_details/csmrpd_1',
      'POST /v1/consumers/payment_details/share',
      'DELETE /v1/consumers/shipping_addresses/csmrsa_1',
    ]);
    expect(calls[0]!.body).toMatchObject({ type: 'card', billing_email_address: 'a@b.co' });
    expect(calls[1]!.body).toMatchObject({ nickname: '', is_default: true });
    expect(calls[3]!.body).toMatchObject({
      id: 'csmrpd_1',
      payment_method_options: { card: { cvc: '123' } },
      expand: ['payment_method'],
    });
  });
});

describe('ConsumerClient failures', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns a network failure into api_connection_error', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const client = new ConsumerClient(
      new ApiClient({ publishableKey: 'pk_test_x', apiVersion: '2025-01-01' }),
    );
    const result = await client.lookup({ email: 'a@b.co' });
    expect(result).toMatchObject({ ok: false, error: { type: 'api_connection_error' } });
  });

  it('turns anything thrown into unexpected_error', async () => {
    const { api } = scriptedApi(() => {
      throw new Error('boom');
    });
    const client = new ConsumerClient(api);
    client.setSecret('csmrs_secret_a');
    expect(await client.extend()).toMatchObject({
      ok: false,
      error: { type: 'unexpected_error', message: 'boom' },
    });
    expect(await client.lookup({ email: 'a@b.co' })).toMatchObject({
      ok: false,
      error: { type: 'unexpected_error' },
    });
  });

  it('normalises e-mails', () => {
    expect(normalizeEmail('\tJenny.Rosen@Example.com  ')).toBe('jenny.rosen@example.com');
  });
});
