import qs from 'qs';

/** The error object of an API answer that was not 2xx. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: { message?: string; code?: string; payment_intent?: { id: string } } },
  ) {
    super(body.error?.message ?? `The API answered ${status}.`);
  }
}

export interface ApiClientOptions {
  /** The server's origin, e.g. http://localhost:4242 (without /v1). */
  apiBase: string;
  apiKey: string;
}

/** A few form-encoded calls to a Payframe (or Stripe-shaped) API with a secret key. */
export class ApiClient {
  readonly apiBase: string;
  readonly #key: string;

  constructor(options: ApiClientOptions) {
    this.apiBase = options.apiBase.replace(/\/+$/, '').replace(/\/v1$/, '');
    this.#key = options.apiKey;
  }

  get livemode(): boolean {
    return this.#key.startsWith('sk_live_') || this.#key.startsWith('rk_live_');
  }

  async get<T>(path: string, params: Record<string, unknown> = {}): Promise<T> {
    const query = qs.stringify(params, { arrayFormat: 'brackets', encodeValuesOnly: true });
    return this.#call<T>('GET', `${path}${query ? `?${query}` : ''}`);
  }

  async post<T>(path: string, params: Record<string, unknown> = {}): Promise<T> {
    return this.#call<T>('POST', path, qs.stringify(params, { arrayFormat: 'brackets' }));
  }

  async #call<T>(method: string, path: string, body?: string): Promise<T> {
    const response = await fetch(`${this.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.#key}`,
        ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body !== undefined ? { body } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ApiCallError(response.status, {
        error: {
          message: `The server at ${this.apiBase} did not answer with JSON (HTTP ${response.status}).`,
        },
      });
    }
    if (!response.ok) throw new ApiCallError(response.status, parsed as ApiCallError['body']);
    return parsed as T;
  }
}
