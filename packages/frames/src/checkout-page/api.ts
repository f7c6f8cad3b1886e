import { acceptLanguage } from '../i18n/accept-language.js';
import type { PaymentPage } from './page-types.js';

export interface ApiError {
  type?: string;
  code?: string;
  message?: string;
  payment_intent?: { status?: string };
}

/** `a[b][c]=v` form encoding, as the API takes it. */
function encode(value: unknown, prefix: string, out: URLSearchParams): void {
  if (value === undefined || value === null) return;
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) encode(inner, prefix ? `${prefix}[${key}]` : key, out);
  } else {
    out.append(prefix, String(value));
  }
}

export class PageApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(error.message ?? 'Request failed');
  }
}

/**
 * The page's calls to `/v1/payment_pages/<id>`, with the merchant's publishable key. `language`
 * is read at each call: the language the page shows, which the API words its errors in.
 */
export function pageApi(
  apiKey: string,
  sessionId: string,
  stripeAccount?: string,
  language: () => string | undefined = () => undefined,
) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${apiKey}`,
      ...acceptLanguage(language()),
    };
    if (stripeAccount) headers['stripe-account'] = stripeAccount;
    const form = new URLSearchParams();
    if (body) {
      encode(body, '', form);
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const response = await fetch(`/v1/payment_pages/${encodeURIComponent(sessionId)}${path}`, {
      method,
      headers,
      ...(body ? { body: form.toString() } : {}),
      credentials: 'omit',
    });
    const json = (await response.json().catch(() => ({}))) as { error?: ApiError };
    if (!response.ok) throw new PageApiError(response.status, json.error ?? {});
    return json as T;
  }
  return {
    get: () => call<PaymentPage>('GET', ''),
    /** `browserLocale`: a language naming the shopper's region, whose currency the page may offer. */
    init: (browserLocale?: string) =>
      call<PaymentPage>('POST', '/init', browserLocale ? { browser_locale: browserLocale } : {}),
    update: (change: Record<string, unknown>) => call<PaymentPage>('POST', '/update', change),
    confirm: (params: Record<string, unknown>) => call<PaymentPage>('POST', '/confirm', params),
  };
}

export type PageApi = ReturnType<typeof pageApi>;
