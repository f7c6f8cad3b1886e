import {
  findActionById,
  type IntentAction,
  setActionData,
  setActionStatus,
  type ThreeDS2Attempt,
} from '../actions/index.js';
import { invalidRequest, resourceMissing } from '../kernel/errors.js';
import { nowSeconds } from '../kernel/ids.js';
import { cardInput } from '../payment-intents/card-input.js';
import { checkClientSecret } from '../payment-intents/client-secret.js';
import { completePaymentAction, getPaymentIntent, threeDSTransactionId } from '../payment-intents/index.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import type { RequestContext } from '../routing/route.js';
import { completeSetupAction, getSetupIntent } from '../setup-intents/index.js';
import { processorFor } from '../simulator/index.js';
import { findResource } from '../store/index.js';
import type { StripeObject } from '../store/types.js';
import type { BrowserData } from './browser-data.js';
import { authenticationFlow } from './decision.js';

type Intent = StripeObject & {
  status: string;
  client_secret: string;
  next_action: { use_stripe_sdk?: Record<string, unknown> } | null;
};

/** One 3-D Secure 2 attempt: the action behind `source`, its intent locked, the caller checked. */
export async function openAttempt(
  ctx: RequestContext,
  source: string,
  clientSecret: string | undefined,
): Promise<{ action: IntentAction; intent: Intent }> {
  const peek = source.startsWith('src_') ? await findActionById(ctx.db, ctx.scope, source) : undefined;
  if (peek?.kind !== 'three_d_secure') throw resourceMissing('source', source, 'source');
  // Intent first, then the action: the order confirm and the hosted page use.
  const intent = (peek.intentId.startsWith('seti_')
    ? await getSetupIntent(ctx, peek.intentId, { forUpdate: true })
    : await getPaymentIntent(ctx, peek.intentId, { forUpdate: true })) as unknown as Intent;
  // A publishable key reaches only the attempt of the intent its client secret opens.
  checkClientSecret(ctx.auth.kind, intent, clientSecret);
  const action = (await findActionById(ctx.db, ctx.scope, source, { forUpdate: true }))!;
  return { action, intent };
}

/** Stripe's `three_d_secure_2` object for an attempt. */
export function attemptView(
  ctx: RequestContext,
  action: IntentAction,
  intent: Intent,
  state: 'challenge_required' | 'succeeded' | 'failed',
): Record<string, unknown> {
  const attempt = action.data.threeDS2;
  const transaction = threeDSTransactionId(action.id);
  const challengeUrl = intent.next_action?.use_stripe_sdk?.stripe_js;
  return {
    id: `threeds2_${action.id.slice(4)}`,
    object: 'three_d_secure_2',
    ares: attempt
      ? {
          acsChallengeMandated: attempt.flow === 'challenge' ? 'Y' : 'N',
          acsTransID: threeDSTransactionId(`acs:${action.id}`),
          acsURL: attempt.flow === 'challenge' && typeof challengeUrl === 'string' ? challengeUrl : null,
          authenticationType: attempt.flow === 'challenge' ? '02' : null,
          messageType: 'ARes',
          messageVersion: '2.2.0',
          threeDSServerTransID: transaction,
          transStatus: attempt.flow === 'challenge' ? 'C' : 'Y',
        }
      : null,
    created: attempt?.authenticated_at ?? action.created,
    creq: null,
    error: null,
    fallback_redirect_url: null,
    livemode: ctx.scope.livemode,
    source: action.id,
    state,
  };
}

function stateOf(action: IntentAction): 'challenge_required' | 'succeeded' | 'failed' {
  if (action.status === 'pending') return 'challenge_required';
  return action.status === 'failed' ? 'failed' : 'succeeded';
}

/**
 * `3ds2/authenticate`: keeps the browser's data on the attempt and decides frictionless or
 * challenge. Frictionless finishes the payment (or set-up) here; a challenge waits for the
 * hosted page. Asking again answers what was decided, so a retried call changes nothing.
 */
export async function authenticate(
  ctx: RequestContext,
  input: { source: string; clientSecret: string | undefined; browser: BrowserData },
): Promise<Record<string, unknown>> {
  const { action, intent } = await openAttempt(ctx, input.source, input.clientSecret);
  if (action.data.threeDS2 || action.status !== 'pending')
    return attemptView(ctx, action, intent, stateOf(action));
  if (intent.status !== 'requires_action') {
    const object = intent.object === 'setup_intent' ? 'setup_intent' : 'payment_intent';
    throw invalidRequest(
      `You cannot authenticate this ${object === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent'} because it has a status of ${intent.status}.`,
      undefined,
      `${object}_unexpected_state`,
    );
  }
  const pm = await findResource<PaymentMethod>(
    ctx.db,
    'payment_methods',
    ctx.scope,
    action.data.paymentMethod,
  );
  if (!pm) throw resourceMissing('payment_method', action.data.paymentMethod);
  const processor = processorFor(ctx.scope.livemode);
  const issuer = processor.browserAuthentication?.(await cardInput(ctx, pm)) ?? 'challenge';
  const flow = authenticationFlow({
    issuer,
    risk: action.data.riskLevel ?? null,
    requested: action.data.threeDSecure ?? null,
  });
  const attempt: ThreeDS2Attempt = { browser: input.browser, flow, authenticated_at: nowSeconds() };
  const recorded: IntentAction = { ...action, data: { ...action.data, threeDS2: attempt } };
  await setActionData(ctx.db, recorded, recorded.data);
  if (flow === 'challenge') return attemptView(ctx, recorded, intent, 'challenge_required');
  const after = (intent.object === 'setup_intent'
    ? await completeSetupAction(ctx, recorded, true)
    : await completePaymentAction(ctx, recorded, 'approve', {
        flow: 'frictionless',
        transactionId: threeDSTransactionId(action.id),
      })) as unknown as Intent;
  // A manual confirmation still has to use the authentication; otherwise it is spent.
  const status = after.status === 'requires_confirmation' ? 'succeeded' : 'used';
  await setActionStatus(ctx.db, recorded, status);
  return attemptView(ctx, { ...recorded, status }, after, 'succeeded');
}

/** The transaction status a challenge response (`final_cres`, a JSON string) carries, if readable. */
function transStatusOf(finalCres: string | undefined): string | null {
  if (!finalCres) return null;
  try {
    const status = (JSON.parse(finalCres) as { transStatus?: unknown }).transStatus;
    return typeof status === 'string' && /^[YNUARC]$/.test(status) ? status : null;
  } catch {
    return null;
  }
}

/**
 * `3ds2/challenge_complete`: the browser reports the challenge's end. The hosted page has
 * already moved the intent on; an attempt still waiting answers 400, which the browser retries
 * (docs/confirmation.md#3-d-secure-2).
 */
export async function challengeComplete(
  ctx: RequestContext,
  input: { source: string; clientSecret: string | undefined; finalCres: string | undefined },
): Promise<Record<string, unknown>> {
  const { action, intent } = await openAttempt(ctx, input.source, input.clientSecret);
  const attempt = action.data.threeDS2;
  if (!attempt)
    throw invalidRequest(
      'This source has no 3-D Secure 2 authentication to complete: call 3ds2/authenticate first.',
      'source',
    );
  if (action.status === 'pending')
    throw invalidRequest('The 3-D Secure challenge of this source is not complete yet.', 'source');
  if (attempt.challenge_completed_at === undefined) {
    const done: ThreeDS2Attempt = {
      ...attempt,
      challenge_completed_at: nowSeconds(),
      final_trans_status: transStatusOf(input.finalCres),
    };
    await setActionData(ctx.db, action, { ...action.data, threeDS2: done });
  }
  return attemptView(ctx, action, intent, stateOf(action));
}
