import type { IntentAction } from '../actions/index.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { createMandate } from '../mandates/index.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { findResource } from '../store/index.js';
import { activeMandate } from './bank-debit.js';
import { type CardAttempt, runCardPayment } from './card-payment.js';
import { authenticationFailure } from './errors.js';
import { futureUsage, settlePaymentMethod } from './future-usage.js';
import { methodType } from './method-types.js';
import { threeDSTransactionId } from './next-action.js';
import type { PaymentIntent } from './payment-intent.js';
import { finishRedirect } from './redirect-payment.js';
import { failed } from './state-machine.js';
import { getPaymentIntent, savePaymentIntent } from './store.js';

/**
 * A payment approved in the method's app while the merchant asked to keep the method (Cash App
 * Pay with setup_future_usage and a customer) leaves a mandate, as a SetupIntent would, so
 * later payments need no code.
 */
async function keepAppMandate(ctx: ServiceContext, pi: PaymentIntent, pm: PaymentMethod): Promise<void> {
  const saved = pi.status === 'succeeded' && pi.customer !== null && futureUsage(pi, pm.type) !== null;
  if (!saved || methodType(pm.type)?.confirm !== 'qr' || !methodType(pm.type)?.setup) return;
  if (!(await activeMandate(ctx, pm.id))) await createMandate(ctx, pm, { type: 'online' }, {});
}

/**
 * How a pending action ends: approved, failed, or its code expired (Pix's Expire, or its
 * deadline passing). A 3-D Secure challenge is only approved or failed.
 */
export type ActionOutcome = 'approve' | 'fail' | 'expire';

/**
 * The shopper finished a hosted page (3-D Secure challenge or redirect authorization) of an
 * intent the caller has locked: the payment goes through, or fails with
 * `payment_intent_authentication_failure`. An intent no longer waiting for this action is
 * left alone.
 */
export async function completePaymentAction(
  ctx: ServiceContext,
  action: IntentAction,
  outcome: ActionOutcome,
  authentication?: CardAttempt['authentication'],
): Promise<PaymentIntent> {
  const approved = outcome === 'approve';
  const before = await getPaymentIntent(ctx, action.intentId, { forUpdate: true });
  if (before.status !== 'requires_action') return before;
  const pm = await findResource<PaymentMethod>(
    ctx.db,
    'payment_methods',
    ctx.scope,
    action.data.paymentMethod,
  );
  if (!pm) return before;
  let after: PaymentIntent;
  if (!approved && action.kind === 'three_d_secure') {
    after = failed(before, authenticationFailure('payment_intent', pm), null);
  } else if (action.kind === 'redirect') {
    after = (await finishRedirect(ctx, before, pm, outcome)).intent;
  } else if (before.confirmation_method === 'manual') {
    // The merchant's server confirms again; that confirmation uses this authentication.
    after = { ...before, status: 'requires_confirmation', next_action: null };
  } else {
    const result = await runCardPayment(ctx, before, pm, {
      offSession: false,
      errorOnRequiresAction: false,
      authenticated: true,
      // The browser's 3-D Secure 2 step names its transaction on the charge.
      authentication:
        authentication ??
        (action.data.threeDS2
          ? { flow: action.data.threeDS2.flow, transactionId: threeDSTransactionId(action.id) }
          : undefined),
      returnUrl: action.data.returnUrl,
      useStripeSdk: false,
      radarSession: action.data.radarSession ?? null,
      client: action.data.client ?? null,
    });
    after = result.intent;
  }
  await settlePaymentMethod(ctx, after, pm);
  await keepAppMandate(ctx, after, pm);
  await savePaymentIntent(ctx, before, after);
  return after;
}
