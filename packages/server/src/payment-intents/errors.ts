import { INTENT_ERRORS } from '@payframe/core';
import { ApiError } from '../kernel/errors.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import type { Decline } from '../simulator/index.js';
import type { StripeObject } from '../store/types.js';
import type { ApiErrorShape } from './payment-intent.js';

/** The card field a decline points at, as Stripe's `param` names it. */
const PARAM_FOR_CODE: Record<string, string> = {
  incorrect_cvc: 'cvc',
  invalid_cvc: 'cvc',
  expired_card: 'exp_month',
  incorrect_number: 'number',
  invalid_number: 'number',
  incorrect_zip: 'address_zip',
};

export const AUTHENTICATION_FAILED_MESSAGE = INTENT_ERRORS.payment_intent_authentication_failure;

export function docUrl(code: string): string {
  return `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`;
}

/** `last_payment_error` / `last_setup_error` for a decline. */
export function declineShape(decline: Decline, pm: PaymentMethod, chargeId: string | null): ApiErrorShape {
  const param = PARAM_FOR_CODE[decline.code];
  // A Link payment funded by a card is declined as the card is.
  return {
    type: pm.type === 'card' || pm.type === 'link' ? 'card_error' : 'invalid_request_error',
    code: decline.code,
    ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
    doc_url: docUrl(decline.code),
    message: decline.message,
    ...(param && pm.type === 'card' ? { param } : {}),
    ...(chargeId ? { charge: chargeId } : {}),
    payment_method: pm,
    payment_method_type: pm.type,
  };
}

/** The shopper failed (or abandoned) 3-D Secure or a redirect authorization. */
export function authenticationFailure(
  kind: 'payment_intent' | 'setup_intent',
  pm: PaymentMethod,
): ApiErrorShape {
  const code = `${kind}_authentication_failure`;
  return {
    type: 'invalid_request_error',
    code,
    doc_url: docUrl(code),
    message: AUTHENTICATION_FAILED_MESSAGE,
    payment_method: pm,
    payment_method_type: pm.type,
  };
}

/** The shopper let a payment's code expire (Pix) or did not approve it in time (BLIK). */
export function attemptExpired(pm: PaymentMethod): ApiErrorShape {
  const code = 'payment_intent_payment_attempt_expired';
  return {
    type: 'invalid_request_error',
    code,
    doc_url: docUrl(code),
    message:
      'The latest payment attempt for this PaymentIntent has expired. Provide a new payment method to attempt to fulfill this PaymentIntent again.',
    payment_method: pm,
    payment_method_type: pm.type,
  };
}

/** The shopper's bank or app declined a payment sent to it (BLIK). */
export function attemptDeclined(pm: PaymentMethod): ApiErrorShape {
  const code = 'payment_intent_payment_attempt_failed';
  return {
    type: 'invalid_request_error',
    code,
    doc_url: docUrl(code),
    message:
      'The latest payment attempt for this PaymentIntent has failed. Provide a new payment method to attempt to fulfill this PaymentIntent again.',
    payment_method: pm,
    payment_method_type: pm.type,
  };
}

/**
 * The answer to a confirmation that failed: 402 for a card decline (400 otherwise), with the
 * intent as the caller may see it. Its writes are kept (`committed`).
 */
export function attemptError(
  kind: 'payment_intent' | 'setup_intent',
  error: ApiErrorShape,
  intentView: StripeObject,
): ApiError {
  const status = error.type === 'card_error' ? 402 : 400;
  const { doc_url: _doc, ...rest } = error;
  return new ApiError(status, { ...rest, [kind]: intentView }).committed();
}
