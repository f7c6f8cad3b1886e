/**
 * The one shape every validator of @payframe/core answers with: either the accepted
 * (often normalised) value, or one error in the Stripe.js error shape.
 */

/** Error types, as Stripe.js and the Stripe API name them (plus `integration_error` for option mistakes). */
export type ErrorType =
  | 'validation_error'
  | 'invalid_request_error'
  | 'integration_error'
  | 'api_connection_error'
  | 'api_error'
  | 'card_error'
  | 'link_error';

/** One error: `code` for errors a program branches on, `param` names the offending option or field. */
export interface PayframeError {
  type: ErrorType;
  code?: string;
  message: string;
  param?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: PayframeError };

/** An accepted value. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** A refusal. */
export function fail(error: PayframeError): { ok: false; error: PayframeError } {
  return { ok: false, error };
}
