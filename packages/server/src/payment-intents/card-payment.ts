import { createAction } from '../actions/index.js';
import { captchaSignal, testChallengeFor } from '../captcha/index.js';
import { cardDetails, insertCharge, newCharge } from '../charges/index.js';
import { sharedCardDeclined } from '../consumers/share.js';
import type { ClientInfo, ServiceContext } from '../kernel/service-context.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import {
  blockedOutcome,
  openReview,
  PaymentRisk,
  RADAR_BLOCK,
  recordEarlyFraudWarning,
  recordPaidAmount,
  reviewOutcome,
  withRisk,
} from '../radar/index.js';
import {
  AUTHENTICATION_REQUIRED,
  type AuthorizeCardResult,
  type NetworkOutcome,
  processorFor,
} from '../simulator/index.js';
import { cardInput, threeDSecureRequest, wasSetUp } from './card-input.js';
import { askForChallenge } from './challenge-action.js';
import { chargeFields } from './charge-fields.js';
import { declineShape } from './errors.js';
import { linkChargeDetails } from './link-funding.js';
import { threeDSecureAction } from './next-action.js';
import type { ApiErrorShape, PaymentIntent } from './payment-intent.js';
import { authorized, failed, requiresAction } from './state-machine.js';

export interface CardAttempt {
  offSession: boolean;
  errorOnRequiresAction: boolean;
  /** The shopper just completed a 3-D Secure challenge for this payment. */
  authenticated: boolean;
  /** How they authenticated, when the 3-D Secure 2 browser step ran (docs/confirmation.md#3-d-secure-2). */
  authentication?: { flow: 'challenge' | 'frictionless'; transactionId: string } | undefined;
  returnUrl: string | null;
  useStripeSdk: boolean;
  /** The shopper typed the CVC again (a CVC update token): the charge runs the CVC check. */
  cvcRecollected?: boolean;
  /** The browser session the confirmation named (`radar_options[session]`). */
  radarSession?: string | null;
  /** Who confirmed, when the payment finishes in another request (after a 3-D Secure challenge). */
  client?: ClientInfo | null;
  /** The passive captcha's token the confirmation carried (`radar_options[hcaptcha_token]`). */
  captchaToken?: string | null;
  /** The shopper answered the risk engine's challenge for this payment (docs/radar.md#challenges). */
  challengeAnswered?: boolean;
  /**
   * The `link` payment method this card funds (docs/link.md#the-link-payment-method): the
   * intent and its charge name it, not the card, and the charge's details are Link's.
   */
  link?: PaymentMethod;
}

export interface AttemptResult {
  intent: PaymentIntent;
  /** Set when the attempt failed: the answer is then an error, with the writes kept. */
  error: ApiErrorShape | null;
}

/** Whether this payment holds the money for a later capture. */
export function capturesLater(pi: PaymentIntent): boolean {
  return pi.capture_method === 'manual' || pi.payment_method_options.card?.capture_method === 'manual';
}

/**
 * One card payment attempt: the processor authorizes (or asks for 3-D Secure, or
 * declines), a charge records what happened, and the intent moves on. The caller saves the
 * intent (its status events follow the charge's).
 */
export async function runCardPayment(
  ctx: ServiceContext,
  pi: PaymentIntent,
  pm: PaymentMethod,
  attempt: CardAttempt,
): Promise<AttemptResult> {
  const processor = processorFor(ctx.scope.livemode);
  const card = await cardInput(ctx, pm, attempt.cvcRecollected === true);
  // What the merchant sees: the card, or the Link payment method it funds.
  const shown = attempt.link ?? pm;
  const detailsOf = (checked: Parameters<typeof cardDetails>[1]) =>
    attempt.link ? linkChargeDetails(attempt.link) : cardDetails(pm, checked);
  const client = attempt.client ?? ctx.client ?? null;
  const fromBrowser =
    Boolean(ctx.client?.publishableKey) && !attempt.challengeAnswered && !attempt.authenticated;
  const risk = await PaymentRisk.start(ctx, {
    amount: pi.amount,
    currency: pi.currency,
    card,
    pm,
    email: pi.receipt_email,
    customer: pi.customer,
    shippingCountry: shippingCountry(pi.shipping),
    offSession: attempt.offSession,
    client,
    session: attempt.radarSession ?? null,
    hint: processor.riskHint?.(card) ?? null,
    captcha: await captchaSignal(ctx, pi.id, attempt.captchaToken ?? null, fromBrowser),
  });
  const early = await risk.before();
  if (early.verdict?.action === 'block') {
    const outcome = blockedOutcome(early.assessment, early.verdict, 'not_sent_to_network');
    return blockedCharge(ctx, pi, shown, outcome, detailsOf(UNCHECKED));
  }
  // A shopper can answer a challenge only when one is there to ask (docs/radar.md#challenges).
  const challenge =
    attempt.challengeAnswered || attempt.offSession || attempt.errorOnRequiresAction
      ? null
      : (testChallengeFor(card.number, ctx.scope.livemode) ?? early.assessment.challenge ?? null);
  if (challenge) return askForChallenge(ctx, pi, pm, challenge, { ...attempt, client });
  const requested = threeDSecureRequest(pi.payment_method_options.card);
  // A merchant's "Request credentials" rule asks for 3-D Secure as `request_three_d_secure=any` would.
  const askFor3ds = early.requestCredentials && !attempt.authenticated && requested === 'automatic';
  const result = await processor.authorizeCard({
    amount: pi.amount,
    currency: pi.currency,
    card,
    purpose: 'payment',
    threeDSecure: askFor3ds ? 'any' : requested,
    authentication: attempt.authenticated
      ? {
          status: 'authenticated',
          flow: attempt.authentication?.flow ?? 'challenge',
          transactionId: attempt.authentication?.transactionId,
        }
      : { status: 'none' },
    offSession: attempt.offSession,
    browserStep: attempt.useStripeSdk && !attempt.offSession,
    setUpForOffSession: attempt.offSession ? await wasSetUp(ctx.db, ctx.scope, pm.id) : false,
  });

  if (result.status === 'requires_authentication') {
    // Link signed the shopper in; its card payments are not sent through an issuer's challenge.
    if (attempt.errorOnRequiresAction || attempt.link) {
      const error = declineShape(AUTHENTICATION_REQUIRED, shown, null);
      return { intent: failed(pi, error, null), error };
    }
    const { action, url } = await createAction(ctx.db, ctx.scope, {
      intentId: pi.id,
      kind: 'three_d_secure',
      data: {
        paymentMethod: pm.id,
        returnUrl: attempt.returnUrl,
        radarSession: attempt.radarSession ?? null,
        client,
        // The browser's 3-D Secure 2 step asks for a challenge when the risk engine is wary.
        riskLevel: early.assessment.level,
        threeDSecure: askFor3ds ? 'any' : requested,
      },
      publicUrl: ctx.app.config.publicUrl,
    });
    const next = threeDSecureAction(url, action.id, attempt.returnUrl, attempt.useStripeSdk);
    return { intent: requiresAction({ ...pi, payment_method: pm.id }, next), error: null };
  }

  const late = await risk.after(result);
  // An allow decided before the authorization stands; otherwise the rules as they are now.
  const verdict = early.verdict ?? late.verdict;
  if (result.status === 'authorized' && verdict?.action === 'block') {
    await processor.release({ reference: result.reference });
    const outcome = blockedOutcome(late.assessment, verdict, 'reversed_after_approval');
    return blockedCharge(ctx, pi, shown, outcome, detailsOf(result));
  }
  const inReview =
    result.status === 'authorized' && (verdict?.action === 'review' || (verdict === null && late.review));
  const outcome = inReview
    ? reviewOutcome(result.outcome, late.assessment, verdict?.action === 'review' ? verdict : null)
    : withRisk(result.outcome, late.assessment);

  const later = capturesLater(pi);
  if (result.status === 'authorized' && !later) {
    await processor.capture({ reference: result.reference, amount: pi.amount, currency: pi.currency });
  }
  let charge = newCharge({
    ...chargeFields(ctx, pi),
    paymentMethod: shown,
    billingDetails: pm.billing_details,
    details: detailsOf(result),
    status: result.status === 'authorized' ? 'succeeded' : 'failed',
    captured: !later,
    outcome,
    failure: result.status === 'declined' ? result.decline : null,
  });
  const review = inReview
    ? await openReview(ctx, {
        charge: charge.id,
        paymentIntent: pi.id,
        billingZip: pm.billing_details.address.postal_code,
        ipAddress: risk.ipAddress,
        session: risk.sessionDetails,
      })
    : null;
  if (review) charge = { ...charge, review: review.id };
  await insertCharge(ctx.db, ctx.scope, charge, referenceOf(result));
  if (result.status === 'declined') {
    await ctx.emit('charge.failed', charge);
    await sharedCardDeclined(ctx, shown, result.decline.declineCode);
    const error = declineShape(result.decline, shown, charge.id);
    return { intent: failed(pi, error, charge), error };
  }
  await ctx.emit('charge.succeeded', charge);
  if (risk.amountInUsd !== null) await recordPaidAmount(ctx.db, ctx.scope, risk.amountInUsd);
  if (result.earlyFraudWarning) {
    await recordEarlyFraudWarning(ctx, {
      charge: charge.id,
      paymentIntent: pi.id,
      fraudType: result.earlyFraudWarning,
    });
  }
  const intent = authorized({ ...pi, payment_method: shown.id }, charge, !later);
  return { intent: review ? { ...intent, review: review.id } : intent, error: null };
}

const UNCHECKED = {
  network: null,
  checks: { cvc_check: null, address_postal_code_check: null, address_line1_check: null },
  threeDSecure: null,
};

/** A payment a rule blocked: a failed charge with Radar's decline, and no money held. */
async function blockedCharge(
  ctx: ServiceContext,
  pi: PaymentIntent,
  pm: PaymentMethod,
  outcome: NetworkOutcome,
  details: Record<string, unknown> & { type: string },
): Promise<AttemptResult> {
  const charge = newCharge({
    ...chargeFields(ctx, pi),
    paymentMethod: pm,
    billingDetails: pm.billing_details,
    details,
    status: 'failed',
    captured: false,
    outcome,
    failure: RADAR_BLOCK,
  });
  await insertCharge(ctx.db, ctx.scope, charge, null);
  await ctx.emit('charge.failed', charge);
  await sharedCardDeclined(ctx, pm, RADAR_BLOCK.declineCode);
  const error = declineShape(RADAR_BLOCK, pm, charge.id);
  return { intent: failed(pi, error, charge), error };
}

function shippingCountry(shipping: unknown): string | null {
  const address = (shipping as { address?: { country?: unknown } } | null)?.address;
  return typeof address?.country === 'string' ? address.country : null;
}

function referenceOf(result: AuthorizeCardResult): string | null {
  return result.status === 'authorized' ? result.reference : null;
}
