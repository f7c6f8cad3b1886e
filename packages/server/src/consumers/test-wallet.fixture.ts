import type { RawResponse, TestServer } from '../testing/harness.js';

/** Form bodies with bracketed keys, as the wallet frames send them. */
export type Form = Record<string, string | number | boolean | undefined>;

function encode(form: Form): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(form)) {
    if (value !== undefined) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return parts.join('&');
}

/** A consumer call with the publishable key, as the wallet makes it. */
export function consumerCall(
  t: TestServer,
  path: string,
  form: Form = {},
  options: { method?: 'POST' | 'DELETE' | 'GET'; key?: string } = {},
): Promise<RawResponse> {
  const method = options.method ?? 'POST';
  const key = options.key ?? t.publishableKey;
  if (method === 'POST') return t.request('POST', path, { key, body: encode(form) });
  const query = encode(form);
  return t.request(method, query ? `${path}?${query}` : path, { key });
}

export const credentials = (secret: string): Form => ({
  'credentials[consumer_session_client_secret]': secret,
});

let counter = 0;
/** An e-mail no other test of the run uses. */
export function uniqueEmail(label = 'shopper'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@example.com`;
}

/** Signs a new consumer up; answers its session secret and account id. */
export async function signUp(
  t: TestServer,
  email = uniqueEmail(),
  key?: string,
): Promise<{ secret: string; accountId: string; authSecret: string; email: string }> {
  const res = await consumerCall(
    t,
    '/v1/consumers/accounts/sign_up',
    { email_address: email, phone_number: '+14155550123', country: 'US', consent_action: 'clicked_checkbox' },
    key ? { key } : {},
  );
  if (res.status !== 200) throw new Error(`sign_up: ${res.status} ${res.text}`);
  return {
    secret: res.body.consumer_session.client_secret,
    accountId: res.body.account_id,
    authSecret: res.body.auth_session_client_secret,
    email,
  };
}

/** A verified session of an existing consumer: lookup, code by e-mail, 000000. */
export async function verifiedSession(t: TestServer, email: string): Promise<string> {
  const lookup = await consumerCall(t, '/v1/consumers/sessions/lookup', { email_address: email });
  const secret = lookup.body.consumer_session.client_secret as string;
  await consumerCall(t, '/v1/consumers/sessions/start_verification', {
    ...credentials(secret),
    type: 'EMAIL',
  });
  const confirmed = await consumerCall(t, '/v1/consumers/sessions/confirm_verification', {
    ...credentials(secret),
    type: 'EMAIL',
    code: '000000',
  });
  if (confirmed.status !== 200) throw new Error(`confirm_verification: ${confirmed.text}`);
  return secret;
}
