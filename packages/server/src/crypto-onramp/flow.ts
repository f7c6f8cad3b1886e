import { invalidRequest } from '../kernel/errors.js';
import { parseParams } from '../kernel/params.js';
import {
  attemptError,
  type ConfirmInput,
  cancelPaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  createPaymentIntentParams,
  getPaymentIntent,
  type PaymentIntent,
  publishableView,
} from '../payment-intents/index.js';
import type { CallerContext } from '../routing/caller.js';
import type { RequestContext } from '../routing/route.js';
import type { StripeObject } from '../store/types.js';
import { findBuyer } from './buyers.js';
import { readyToPay, updatedDetails } from './details.js';
import { checkIdentity } from './identity.js';
import type { IdentityParams, UpdateFlowParams } from './params.js';
import { rememberIdentity, welcomeBack } from './returning-buyer.js';
import type { OnrampFlow, OnrampSession } from './session.js';
import type { StoredSession } from './store.js';
import { saveChange } from './transition.js';

/** The one-time code test mode accepts (no e-mail is sent). */
export const TEST_CODE = '000000';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the hosted flow shows: the session, and how far the buyer is (never the identity data). */
export const flowView = ({ session, flow }: StoredSession) => ({
  session,
  buyer: {
    email: flow.email,
    email_verified: flow.email_verified,
    identity: flow.identity,
    identity_verification: flow.identity_verification ?? null,
    returning: flow.returning ?? false,
  },
});

export function requireOpen(session: OnrampSession, allowed: readonly OnrampSession['status'][]): void {
  if (!allowed.includes(session.status))
    throw invalidRequest(
      `This crypto onramp session's status is ${session.status}: it cannot take this step.`,
      undefined,
      'crypto_onramp_session_unexpected_state',
    );
}

/** A buyer who has signed in, passed the identity check and chosen everything is asked to pay. */
export function advance(session: OnrampSession, flow: OnrampFlow): OnrampSession {
  if (session.status !== 'initialized') return session;
  const ready =
    flow.email_verified && flow.identity === 'verified' && readyToPay(session.transaction_details);
  return ready ? { ...session, status: 'requires_payment' } : session;
}

export async function signIn(ctx: CallerContext, stored: StoredSession, email: string) {
  requireOpen(stored.session, ['initialized']);
  const trimmed = email.trim();
  if (!EMAIL.test(trimmed)) throw invalidRequest(`Invalid email address: ${email}`, 'email', 'email_invalid');
  const flow: OnrampFlow = { ...stored.flow, email: trimmed, email_verified: false };
  await saveChange(ctx, stored.session, stored.session, flow);
  return flowView({ session: stored.session, flow });
}

export async function verifyCode(ctx: CallerContext, stored: StoredSession, code: string) {
  requireOpen(stored.session, ['initialized']);
  if (!stored.flow.email)
    throw invalidRequest('Sign in with an email address first.', 'email', 'parameter_missing');
  if (code.trim() !== TEST_CODE)
    throw invalidRequest(
      'The code is not correct. In test mode, the code is 000000.',
      'code',
      'incorrect_code',
    );
  const known = welcomeBack(
    await findBuyer(ctx, stored.flow.email),
    { ...stored.flow, email_verified: true },
    stored.session.transaction_details,
  );
  const after = advance({ ...stored.session, transaction_details: known.details }, known.flow);
  await saveChange(ctx, stored.session, after, known.flow);
  return flowView({ session: after, flow: known.flow });
}

export async function collectIdentity(ctx: CallerContext, stored: StoredSession, params: IdentityParams) {
  requireOpen(stored.session, ['initialized']);
  if (!stored.flow.email_verified)
    throw invalidRequest('Verify the email address first.', 'code', 'crypto_onramp_session_unexpected_state');
  const identity = checkIdentity(params);
  const flow: OnrampFlow = {
    ...stored.flow,
    identity,
    first_name: params.first_name.trim(),
    last_name: params.last_name.trim(),
  };
  const after: OnrampSession =
    identity === 'rejected' ? { ...stored.session, status: 'rejected' } : advance(stored.session, flow);
  // A buyer still owing a document is remembered unverified until the document says.
  await rememberIdentity(ctx, flow, params, identity === 'document_required' ? 'unverified' : identity);
  await saveChange(ctx, stored.session, after, flow);
  return flowView({ session: after, flow });
}

export async function updateChoices(ctx: CallerContext, stored: StoredSession, params: UpdateFlowParams) {
  requireOpen(stored.session, ['initialized', 'requires_payment']);
  if (stored.flow.identity !== 'verified')
    throw invalidRequest(
      'Complete the identity check first.',
      undefined,
      'crypto_onramp_session_unexpected_state',
    );
  const details = updatedDetails(stored.session.transaction_details, params);
  let after: OnrampSession = { ...stored.session, transaction_details: details };
  // A purchase no longer complete (its amount cleared) goes back to collecting details.
  if (after.status === 'requires_payment' && !readyToPay(details))
    after = { ...after, status: 'initialized' };
  after = advance(after, stored.flow);
  await saveChange(ctx, stored.session, after, stored.flow);
  return flowView({ session: after, flow: stored.flow });
}

const UNFINISHED = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** Cents of a decimal amount with two places. */
const toCents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * The buyer pays the total (amount and fees) with a card, through a PaymentIntent of the
 * merchant's. Once it succeeds the purchase goes to delivery. With no payment method, the
 * intent made before (after 3-D Secure) is looked at again.
 */
export async function purchase(
  requestCtx: RequestContext<unknown>,
  stored: StoredSession,
  paymentMethod: string | undefined,
): Promise<ReturnType<typeof flowView> & { payment_intent: StripeObject | null }> {
  // The session was made with the secret key: its intent is the merchant's, made on its behalf.
  const ctx: CallerContext = {
    ...requestCtx,
    auth: { ...requestCtx.auth, kind: 'secret', hostedPage: true },
  };
  const { session, flow } = stored;
  requireOpen(session, ['requires_payment']);
  const details = session.transaction_details;
  const total =
    toCents(details.source_amount!) +
    toCents(details.fees!.network_fee_monetary) +
    toCents(details.fees!.transaction_fee_monetary);
  let pi: PaymentIntent | undefined = flow.payment_intent
    ? await getPaymentIntent(ctx, flow.payment_intent, { forUpdate: true })
    : undefined;
  if (pi && paymentMethod && UNFINISHED.has(pi.status)) {
    if (pi.status === 'requires_payment_method' && pi.amount === total) {
      // A declined attempt for the same total is tried again with the new card.
    } else {
      await cancelPaymentIntent(ctx, pi.id, 'abandoned');
      pi = undefined;
    }
  }
  if (!pi) {
    if (!paymentMethod)
      throw invalidRequest('Missing required param: payment_method.', 'payment_method', 'parameter_missing');
    pi = await newPurchaseIntent(ctx, stored, total);
  }
  let nextFlow: OnrampFlow = { ...flow, payment_intent: pi.id };
  if (paymentMethod && UNFINISHED.has(pi.status)) {
    const result = await confirmPaymentIntent(ctx, pi, {
      payment_method: paymentMethod,
      use_stripe_sdk: true,
    } as ConfirmInput);
    pi = result.intent;
    if (result.error) {
      await saveChange(ctx, session, session, nextFlow);
      throw attemptError('payment_intent', result.error, publishableView(pi));
    }
  }
  nextFlow = { ...nextFlow, payment_intent: pi.id };
  const after: OnrampSession =
    pi.status === 'succeeded' ? { ...session, status: 'fulfillment_processing' } : session;
  await saveChange(ctx, session, after, nextFlow);
  return { ...flowView({ session: after, flow: nextFlow }), payment_intent: publishableView(pi) };
}

/**
 * Prepares the payment without confirming it: the frame may then confirm the intent's client
 * secret itself (`confirmPayment`, 3-D Secure included) and call confirm_purchase to finish. An
 * unfinished intent for the same total is reused; one for another total is cancelled.
 */
export async function startPurchase(requestCtx: RequestContext<unknown>, stored: StoredSession) {
  const ctx: CallerContext = {
    ...requestCtx,
    auth: { ...requestCtx.auth, kind: 'secret', hostedPage: true },
  };
  const { session, flow } = stored;
  requireOpen(session, ['requires_payment']);
  const details = session.transaction_details;
  const total =
    toCents(details.source_amount!) +
    toCents(details.fees!.network_fee_monetary) +
    toCents(details.fees!.transaction_fee_monetary);
  let pi = flow.payment_intent
    ? await getPaymentIntent(ctx, flow.payment_intent, { forUpdate: true })
    : undefined;
  if (pi && UNFINISHED.has(pi.status) && pi.amount !== total) {
    await cancelPaymentIntent(ctx, pi.id, 'abandoned');
    pi = undefined;
  }
  if (!pi || pi.status === 'canceled') pi = await newPurchaseIntent(ctx, stored, total);
  const nextFlow: OnrampFlow = { ...flow, payment_intent: pi.id };
  await saveChange(ctx, session, session, nextFlow);
  return { ...flowView({ session, flow: nextFlow }), payment_intent: publishableView(pi) };
}

/** The merchant's PaymentIntent for a purchase's total, in the buyer's fiat currency. */
async function newPurchaseIntent(
  ctx: CallerContext,
  stored: StoredSession,
  total: number,
): Promise<PaymentIntent> {
  const { session, flow } = stored;
  const details = session.transaction_details;
  const created = await createPaymentIntent(
    ctx,
    parseParams(createPaymentIntentParams, {
      amount: total,
      currency: details.source_currency,
      payment_method_types: ['card'],
      description: `Crypto onramp: ${details.destination_amount} ${details.destination_currency} on ${details.destination_network}`,
      metadata: { crypto_onramp_session: session.id },
      ...(flow.email ? { receipt_email: flow.email } : {}),
    }),
  );
  return created.intent;
}
