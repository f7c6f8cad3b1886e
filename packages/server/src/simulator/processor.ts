/**
 * The processor interface: what the payment API asks of whoever moves the money. Test keys
 * are served by the simulator (deterministic, driven by the public test card and IBAN
 * tables); live keys by a real processor when one is configured. Nothing here touches the
 * database: the payment API keeps every record and hands the processor what it needs.
 */
import { DECLINE_MESSAGES, type Settlement } from '@payframe/core';

/** Card data for one authorization. The full number is opened from the vault just for this call. */
export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  /** Whether a CVC was collected with the card (the CVC itself is never stored). */
  cvcProvided: boolean;
  postalCode: string | null;
  addressLine1: string | null;
}

/** How 3-D Secure stands for this authorization. */
export type AuthenticationState =
  /** Nobody has authenticated yet: the processor may ask for it. */
  | { status: 'none' }
  /**
   * The shopper authenticated this payment: with a challenge, or frictionless (the issuer
   * decided from the browser's 3-D Secure 2 data); the transaction id names that attempt.
   */
  | { status: 'authenticated'; flow: 'challenge' | 'frictionless'; transactionId?: string | undefined };

export interface AuthorizeCardRequest {
  amount: number;
  currency: string;
  card: CardInput;
  /** `setup` verifies the card for later use without moving money. */
  purpose: 'payment' | 'setup';
  /** `request_three_d_secure`: automatic lets the issuer decide; any and challenge ask for it. */
  threeDSecure: 'automatic' | 'any' | 'challenge';
  authentication: AuthenticationState;
  /** The shopper is not present: a challenge is impossible and must become a decline. */
  offSession: boolean;
  /**
   * A browser confirmed and can run the 3-D Secure 2 browser step: a requested authentication
   * of a card that would pass frictionless waits for that step rather than passing at once.
   */
  browserStep?: boolean;
  /** The card was set up with authentication for off-session use (a SetupIntent or saved payment). */
  setUpForOffSession: boolean;
}

export interface CardChecks {
  cvc_check: CheckResult | null;
  address_postal_code_check: CheckResult | null;
  address_line1_check: CheckResult | null;
}
export type CheckResult = 'pass' | 'fail' | 'unavailable' | 'unchecked';

export interface ThreeDSecureResult {
  authentication_flow: 'challenge' | 'frictionless' | null;
  result: 'authenticated' | 'attempt_acknowledged' | 'failed' | 'not_supported' | 'processing_error';
  result_reason: string | null;
  version: '2.1.0' | '2.2.0';
  /** The 3-D Secure server transaction, when the browser step ran (`3ds2/authenticate`). */
  transaction_id?: string;
}

/** What the network said, in the words of a charge's `outcome`. */
export interface NetworkOutcome {
  /** `reversed_after_approval`: a rule blocked the payment once the issuer had approved it (the hold is released). */
  network_status:
    | 'approved_by_network'
    | 'declined_by_network'
    | 'not_sent_to_network'
    | 'reversed_after_approval';
  type: 'authorized' | 'manual_review' | 'issuer_declined' | 'blocked' | 'invalid';
  reason: string | null;
  risk_level: 'normal' | 'elevated' | 'highest' | 'not_assessed';
  risk_score: number | null;
  seller_message: string;
  /** The merchant's rule that blocked the payment or placed it in review. */
  rule?: string;
}

export interface Decline {
  /** The error code: card_declined, expired_card, incorrect_cvc, processing_error, incorrect_number... */
  code: string;
  /** The issuer's reason (generic_decline, insufficient_funds...), when the network gave one. */
  declineCode: string | null;
  /** The shopper-facing message. */
  message: string;
}

/**
 * A processor's own fixed evaluation of a card, which replaces the risk engine's score:
 * the simulator's for Stripe's fraud test cards, so test mode is the same on every run.
 */
export interface RiskHint {
  level: 'normal' | 'elevated' | 'highest';
  score: number;
  /** Radar places the payment in review (the elevated-risk test card). */
  review: boolean;
}

export type AuthorizeCardResult =
  | {
      status: 'authorized';
      reference: string;
      /** The issuer will report the charge as likely fraud (an early fraud warning's `fraud_type`). */
      earlyFraudWarning?: string;
      network: string | null;
      checks: CardChecks;
      threeDSecure: ThreeDSecureResult | null;
      outcome: NetworkOutcome;
    }
  | {
      status: 'declined';
      decline: Decline;
      network: string | null;
      checks: CardChecks;
      threeDSecure: ThreeDSecureResult | null;
      outcome: NetworkOutcome;
    }
  /** The issuer wants a 3-D Secure challenge before it decides. */
  | { status: 'requires_authentication' };

export interface CaptureRequest {
  reference: string;
  amount: number;
  currency: string;
}

export interface RefundRequest {
  reference: string;
  amount: number;
  currency: string;
  paymentMethodType: string;
}

export interface RefundResult {
  status: 'succeeded' | 'pending' | 'failed';
  reference: string;
  failureReason: string | null;
  /**
   * The refund is not final yet (a bank refund still pending, a card refund the issuer may
   * still return): ask `settleRefund` again after this many seconds, with this data.
   */
  settle?: { afterSeconds: number; data: Record<string, unknown> };
}

export type RefundSettlement =
  | { status: 'succeeded' }
  | { status: 'failed'; failureReason: string }
  | { status: 'pending' };

/** The account a debit is drawn from, opened from the vault just for this call. */
export type DebitAccount =
  | { type: 'sepa_debit'; iban: string }
  | { type: 'au_becs_debit'; bsbNumber: string; accountNumber: string }
  | { type: 'us_bank_account'; routingNumber: string; accountNumber: string }
  | { type: 'acss_debit'; institutionNumber: string; transitNumber: string; accountNumber: string }
  | { type: 'bacs_debit'; sortCode: string; accountNumber: string };

export interface BankDebitRequest {
  amount: number;
  currency: string;
  account: DebitAccount;
  mandate: string;
  /** The method's settlement (its descriptor): a debit that `processing_then_succeeds` never fails. */
  settlement: Settlement;
}

/** A debit is never final at once: it settles later (days in the real world). */
export interface BankDebitStarted {
  reference: string;
  /** Opaque state the caller keeps (in the database) and hands back to `settleBankDebit`. */
  data: Record<string, unknown>;
  /** How long until it is worth asking whether it settled. */
  settleAfterSeconds: number;
}

export type BankDebitSettlement =
  | { status: 'pending' }
  | { status: 'succeeded' }
  /** `revokesMandate`: the shopper's bank cancelled the mandate the debit ran under (it is inactive now). */
  | { status: 'failed'; decline: Decline; revokesMandate?: boolean };

export interface RedirectPaymentRequest {
  type: string;
  amount: number;
  currency: string;
  /** What the shopper did on the bank's (or the test) authorization page. */
  approved: boolean;
}

export type RedirectPaymentResult =
  | { status: 'authorized'; reference: string }
  | { status: 'failed'; decline: Decline };

/** A payment sent to the shopper's banking app with the code they typed (BLIK). */
export interface AppPaymentRequest {
  type: string;
  amount: number;
  currency: string;
  code: string;
}

/** When the banking app answers a payment sent to it, and how: approved, declined, or not approved in time. */
export interface AppPaymentStarted {
  answerAfterSeconds: number;
  outcome: 'approve' | 'fail' | 'expire';
}

export interface Processor {
  /** A short name for logs and for charges' `calculated_statement_descriptor` prefix. */
  readonly name: string;
  authorizeCard(request: AuthorizeCardRequest): Promise<AuthorizeCardResult>;
  /** A fixed risk evaluation of this card, when the processor has one (test cards). */
  riskHint?(card: CardInput): RiskHint | null;
  /**
   * What the issuer asks once the browser's 3-D Secure 2 data is in: a challenge, or nothing
   * more (frictionless). A processor without it always challenges.
   */
  browserAuthentication?(card: CardInput): 'challenge' | 'frictionless';
  /** Captures (part of) an authorization; the rest of it is released. */
  capture(request: CaptureRequest): Promise<void>;
  /** Releases an uncaptured authorization (a canceled intent). */
  release(request: { reference: string }): Promise<void>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** How a refund that was not final (`RefundResult.settle`) ended. */
  settleRefund(request: { reference: string; data: Record<string, unknown> }): Promise<RefundSettlement>;
  debitBankAccount(request: BankDebitRequest): Promise<BankDebitStarted>;
  /** Lodges a new debit mandate with the shopper's bank, which accepts it or refuses it at once. */
  registerMandate(request: { account: DebitAccount }): Promise<{ status: 'accepted' | 'refused' }>;
  /** Sends the microdeposits that verify a bank account; `sent: false` when its bank refused them. */
  sendMicrodeposits(request: { account: DebitAccount }): Promise<{ sent: boolean }>;
  settleBankDebit(request: {
    reference: string;
    data: Record<string, unknown>;
  }): Promise<BankDebitSettlement>;
  /** Finishes a redirect-based payment (iDEAL, Bancontact...) once the shopper came back. */
  completeRedirectPayment(request: RedirectPaymentRequest): Promise<RedirectPaymentResult>;
  /** Sends a payment to the shopper's banking app (BLIK); it is finished as a redirect's once answered. */
  startAppPayment(request: AppPaymentRequest): Promise<AppPaymentStarted>;
}

/** The decline of a payment that needs 3-D Secure when nobody is there to authenticate. */
export const AUTHENTICATION_REQUIRED: Decline = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: DECLINE_MESSAGES.authentication_required,
};
