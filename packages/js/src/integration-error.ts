import type { PayframeError } from '@payframe/core';

/** Thrown for integration mistakes, as Stripe.js throws its IntegrationError. */
export class IntegrationError extends Error {
  readonly type = 'integration_error';
  readonly code: string | undefined;
  readonly param: string | undefined;

  constructor(message: string, code?: string, param?: string) {
    super(message);
    this.name = 'IntegrationError';
    this.code = code;
    this.param = param;
  }

  static from(error: PayframeError): IntegrationError {
    return new IntegrationError(error.message, error.code, error.param);
  }
}
