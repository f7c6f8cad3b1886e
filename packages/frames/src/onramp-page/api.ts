import { acceptLanguage } from '../i18n/accept-language.js';
import type { FlowAnswer, KnownPerson, PastPurchase, SavedWallet } from './types.js';

export class OnrampApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: { message?: string; code?: string; param?: string },
  ) {
    super(error.message ?? 'Request failed');
  }
}

function encode(value: unknown, prefix: string, out: URLSearchParams): void {
  if (value === undefined || value === null) return;
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) encode(inner, prefix ? `${prefix}[${key}]` : key, out);
  } else {
    out.append(prefix, String(value));
  }
}

/**
 * The hosted flow's steps (`/v1/crypto/internal/...`), with the publishable key and the
 * session's client secret, in the frame's language (`language`: the API words errors in it).
 */
export function onrampApi(apiKey: string, clientSecret: string, language?: string) {
  async function call<T = FlowAnswer>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body: Record<string, unknown> = {},
  ): Promise<T> {
    const form = new URLSearchParams();
    encode({ ...body, client_secret: clientSecret }, '', form);
    const url = `/v1/crypto/internal/${path}`;
    const response = await fetch(method === 'POST' ? url : `${url}?${form}`, {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        ...acceptLanguage(language),
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(method === 'POST' ? { body: form.toString() } : {}),
      credentials: 'omit',
    });
    const json = (await response.json().catch(() => ({}))) as T & { error?: OnrampApiError['error'] };
    if (!response.ok) throw new OnrampApiError(response.status, json.error ?? {});
    return json;
  }
  return {
    get: () => call('GET', 'onramp_session'),
    login: (email: string) => call('POST', 'onramp_session/login', { email }),
    verifyCode: (code: string) => call('POST', 'onramp_session/verify_code', { code }),
    identity: (data: Record<string, unknown>) => call('POST', 'kyc_data_collection', data),
    startVerification: () => call('POST', 'start_identity_verification'),
    document: (document: string) => call('POST', 'identity_verification/document', { document }),
    update: (change: Record<string, unknown>) => call('POST', 'onramp_session/update', change),
    purchase: (paymentMethod?: string) =>
      call('POST', 'onramp_session/confirm_purchase', paymentMethod ? { payment_method: paymentMethod } : {}),
    // The returning buyer's calls: they answer only once the e-mail is proven.
    person: () => call<KnownPerson>('POST', 'person/populate'),
    wallets: (network: string) =>
      call<{ data: SavedWallet[] }>('POST', 'wallet/lookup', { network }).then((list) => list.data),
    saveWallet: (network: string, address: string) => call('POST', 'wallet', { network, address }),
    forgetWallet: (network: string, address: string) => call('DELETE', 'wallet', { network, address }),
    prefer: (network: string, currency: string) =>
      call('POST', 'consumer_settings', { preferred_network: network, preferred_currency: currency }),
    transactions: () => call<{ data: PastPurchase[] }>('POST', 'transactions').then((list) => list.data),
  };
}

export type OnrampApi = ReturnType<typeof onrampApi>;
