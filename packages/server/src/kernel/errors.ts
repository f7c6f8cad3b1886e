/**
 * The Stripe error object (`{ error: { type, code, message, param, ... } }`) and the
 * factories every route uses, so one message is written once.
 */
export type ErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface ErrorBody {
  type: ErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: unknown;
  setup_intent?: unknown;
  payment_method?: unknown;
  payment_method_type?: string;
}

export class ApiError extends Error {
  /** When set, the request's writes are committed although the answer is an error (a decline). */
  persist = false;

  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }

  /** Keep the transaction's writes: the error is an outcome, not a rejected request. */
  committed(): this {
    this.persist = true;
    return this;
  }

  toJSON(): { error: ErrorBody } {
    const error: ErrorBody = { ...this.body };
    if (error.code && !error.doc_url)
      error.doc_url = `https://stripe.com/docs/error-codes/${error.code.replaceAll('_', '-')}`;
    return { error };
  }
}

export function invalidRequest(message: string, param?: string, code?: string, status = 400): ApiError {
  return new ApiError(status, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });
}

export const missingParam = (param: string) =>
  invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');

export const unknownParam = (param: string) =>
  invalidRequest(`Received unknown parameter: ${param}`, param, 'parameter_unknown');

export const invalidParam = (param: string, message: string) =>
  invalidRequest(message, param, 'parameter_invalid');

export function resourceMissing(kind: string, id: string, param?: string): ApiError {
  return invalidRequest(`No such ${kind}: '${id}'`, param, 'resource_missing', 404);
}

export function unrecognizedUrl(method: string, url: string): ApiError {
  return invalidRequest(
    `Unrecognized request URL (${method}: ${url}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    undefined,
    undefined,
    404,
  );
}

export function unexpectedState(object: 'payment_intent' | 'setup_intent', message: string): ApiError {
  return invalidRequest(message, undefined, `${object}_unexpected_state`);
}

/** A bad or missing key: 401, as the official client expects for StripeAuthenticationError. */
export function authenticationError(message: string): ApiError {
  return new ApiError(
    401,
    { type: 'invalid_request_error', message },
    { 'WWW-Authenticate': 'Basic realm="Stripe"' },
  );
}

export function permissionError(message: string): ApiError {
  return new ApiError(403, { type: 'invalid_request_error', message });
}

export function idempotencyMismatch(key: string): ApiError {
  return new ApiError(400, {
    type: 'idempotency_error',
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  });
}

export function idempotencyInFlight(): ApiError {
  return new ApiError(409, {
    type: 'idempotency_error',
    code: 'idempotency_key_in_use',
    message:
      'There is currently another in-progress request using this idempotency key (that probably means you submitted twice, and the other request is still going through). Please try again later.',
  });
}

export function rateLimited(
  message = 'Too many requests hit the API too quickly. Please try again later.',
): ApiError {
  return new ApiError(429, { type: 'invalid_request_error', code: 'rate_limit', message });
}

export function apiError(message = 'An unexpected error occurred. Please try again.'): ApiError {
  return new ApiError(500, { type: 'api_error', message });
}
