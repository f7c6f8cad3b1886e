import type { WireError } from '@payframe/js/protocol';
import { formEncode } from './form-encoding.js';

const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,4})?$/;

export interface Credentials {
  publishableKey: string;
  apiVersion: string;
  stripeAccount?: string;
}

export type ApiResult<T = Record<string, any>> =
  | { ok: true; body: T }
  | { ok: false; status: number; error: WireError };

/**
 * The controller's calls to the Payframe API with the publishable key. The API lives on this
 * frame's own origin (the CSP allows connect-src 'self' only). Network failures become
 * api_connection_error, as in Stripe.js.
 */
export class ApiClient {
  /**
   * The elements' `locale` option, read at each call (elements.update can change it): the API
   * words the shopper's errors (declines, card data) in it. 'auto' leaves the browser's own
   * Accept-Language, which names the shopper's languages already.
   */
  locale: () => unknown = () => undefined;

  /** Adds what every call of a path carries (the integration's attribution, docs/telemetry.md). */
  decorate: (path: string, body: Record<string, unknown>) => Record<string, unknown> = (_, body) => body;

  constructor(readonly credentials: Credentials) {}

  get(path: string, query: Record<string, unknown> = {}): Promise<ApiResult> {
    const encoded = formEncode(query);
    return this.send('GET', encoded ? `${path}?${encoded}` : path);
  }

  post(path: string, body: Record<string, unknown> = {}): Promise<ApiResult> {
    return this.send('POST', path, formEncode(this.decorate(path, body)));
  }

  /** DELETE carries its parameters in the query string, as the API reads them. */
  delete(path: string, query: Record<string, unknown> = {}): Promise<ApiResult> {
    const encoded = formEncode(query);
    return this.send('DELETE', encoded ? `${path}?${encoded}` : path);
  }

  private async send(method: string, path: string, body?: string): Promise<ApiResult> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.credentials.publishableKey}`,
      'Stripe-Version': this.credentials.apiVersion,
    };
    if (this.credentials.stripeAccount) headers['Stripe-Account'] = this.credentials.stripeAccount;
    const locale = this.locale();
    // A language tag only (checked here, not with core's locale list: the controller's first
    // load stays free of core's form rules); the server reads the languages it has texts for.
    if (typeof locale === 'string' && LANGUAGE_TAG.test(locale)) headers['Accept-Language'] = locale;
    if (body !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    let response: Response;
    try {
      response = await fetch(`${window.location.origin}${path}`, { method, headers, body });
    } catch {
      return { ok: false, status: 0, error: connectionError() };
    }
    let json: any;
    try {
      json = await response.json();
    } catch {
      return { ok: false, status: response.status, error: connectionError() };
    }
    if (response.ok) return { ok: true, body: json };
    const error: WireError =
      json && typeof json.error === 'object'
        ? json.error
        : { type: 'api_error', message: 'An unexpected error occurred.' };
    return { ok: false, status: response.status, error };
  }
}

function connectionError(): WireError {
  return {
    type: 'api_connection_error',
    message: 'We could not connect to the payment server. Please check your connection and try again.',
  };
}
