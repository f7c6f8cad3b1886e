import { DECLINE_MESSAGES, type DeclineCode } from '@payframe/core';
import type { CardBrand } from './card-numbers.js';

/** The error codes a charge can fail with, and their issuer reasons (Stripe's names). */
export type DeclineErrorCode =
  | 'card_declined'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'incorrect_number';

export interface CardDecline {
  code: DeclineErrorCode;
  /** generic_decline, insufficient_funds, lost_card, stolen_card, expired_card, incorrect_cvc... */
  declineCode: string;
  message: string;
  /** Radar blocked it (the charge's outcome type is `blocked`, not `issuer_declined`). */
  blocked?: boolean;
}

/** The result of a check when the value was given (CVC, postal code, address line 1). */
export type CheckOutcome = 'pass' | 'fail' | 'unavailable';

/**
 * When the issuer insists on 3-D Secure:
 * - `never`: only if the merchant asks (request_three_d_secure any/challenge);
 * - `always`: every payment, on or off session, however the card was set up;
 * - `unless_set_up`: on-session payments always; off-session ones unless the card was set up;
 * - `on_session`: on-session payments only (the card is already set up for off-session use).
 */
export type AuthenticationDemand = 'never' | 'always' | 'unless_set_up' | 'on_session';

/**
 * What running 3-D Secure on the card does:
 * - `challenge`: the shopper must complete (or fail) a challenge;
 * - `frictionless`: authenticated without a challenge;
 * - `unenrolled`: supported but not enrolled, the attempt is acknowledged without a challenge;
 * - `not_supported`: cannot be run, the payment goes on without it;
 * - `error`: the 3-D Secure lookup fails with a processing error.
 */
export type ThreeDSecureFlow = 'challenge' | 'frictionless' | 'unenrolled' | 'not_supported' | 'error';

export interface CardBehaviour {
  /** What a charge does once any authentication is done: `null` succeeds. */
  decline: CardDecline | null;
  authentication: AuthenticationDemand;
  threeDSecure: ThreeDSecureFlow;
  /** Results of the checks when the shopper gave the value; a value not given stays unchecked. */
  checks: { cvc: CheckOutcome; postalCode: CheckOutcome; line1: CheckOutcome };
  risk: { level: 'normal' | 'elevated' | 'highest'; score: number };
  /**
   * Radar's fixed answers for Stripe's fraud test cards: the risk evaluation is `risk` (not the
   * engine's score), a review is opened, or the issuer sends an early fraud warning after success.
   */
  radar?: { fixedRisk?: true; review?: true; earlyFraudWarning?: string };
  /**
   * Whether attaching to a customer verifies fine. Stripe's decline-table cards can't be
   * attached (the verification is declined with their decline); 4000000000000341 can.
   */
  attachable: boolean;
  /** Refunds of its charges: `pending` then succeed later, or succeed then `fail` later. */
  refund: 'succeeds' | 'pending' | 'fails';
}

export interface TestCard {
  brand: CardBrand;
  funding: 'credit' | 'debit' | 'prepaid' | 'unknown';
  country: string;
  /** Networks the card can be processed on (co-badged cards have two). */
  networks: string[];
  behaviour: CardBehaviour;
}

/** The issuer reasons the test cards decline with; their shopper messages are core's. */
export type DeclineReason = Extract<
  DeclineCode,
  | 'generic_decline'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'fraudulent'
  | 'card_velocity_exceeded'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'incorrect_number'
>;

/** A decline as Stripe words it: the error code, and the issuer's reason. */
export function decline(reason: DeclineReason, blocked = false): CardDecline {
  const code: DeclineErrorCode =
    reason === 'expired_card' ||
    reason === 'incorrect_cvc' ||
    reason === 'processing_error' ||
    reason === 'incorrect_number'
      ? reason
      : 'card_declined';
  return { code, declineCode: reason, message: DECLINE_MESSAGES[reason], ...(blocked ? { blocked } : {}) };
}

export const SUCCESS: CardBehaviour = {
  decline: null,
  authentication: 'never',
  threeDSecure: 'unenrolled',
  checks: { cvc: 'pass', postalCode: 'pass', line1: 'pass' },
  risk: { level: 'normal', score: 20 },
  attachable: true,
  refund: 'succeeds',
};
