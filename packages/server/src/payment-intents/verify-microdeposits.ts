import { unexpectedState } from '../kernel/errors.js';
import { nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import {
  checkAnswer,
  type MicrodepositAnswer,
  saveVerification,
  verificationOfIntent,
} from '../microdeposits/index.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { findResource } from '../store/index.js';
import { runBankDebit } from './bank-debit.js';
import type { AttemptResult } from './card-payment.js';
import { settlePaymentMethod } from './future-usage.js';
import { methodType } from './method-types.js';
import type { PaymentIntent } from './payment-intent.js';
import { failed } from './state-machine.js';
import { savePaymentIntent } from './store.js';

/**
 * Checks the microdeposits the shopper read off their statement for a payment waiting on them:
 * right, the account is verified and debited (processing, then settled by the worker); wrong,
 * the intent waits on (one attempt used); at the attempt limit or too late, the attempt fails
 * and the intent wants another payment method. `pi` is locked by the caller.
 */
export async function verifyPaymentMicrodeposits(
  ctx: ServiceContext,
  pi: PaymentIntent,
  answer: MicrodepositAnswer,
): Promise<AttemptResult> {
  const verification =
    pi.status === 'requires_action' && pi.next_action?.type === 'verify_with_microdeposits'
      ? await verificationOfIntent(ctx.db, pi.id)
      : undefined;
  if (!verification || verification.status !== 'pending') {
    throw unexpectedState(
      'payment_intent',
      `This PaymentIntent's status is ${pi.status}: it is not waiting for microdeposits to be verified.`,
    );
  }
  const outcome = checkAnswer(verification, answer, nowSeconds());
  await saveVerification(ctx.db, verification);
  const pm = await findResource<PaymentMethod>(
    ctx.db,
    'payment_methods',
    ctx.scope,
    verification.paymentMethod,
  );
  if (outcome.kind === 'wrong') return { intent: pi, error: outcome.error };
  if (outcome.kind === 'ended') {
    const error = { ...outcome.error, ...(pm ? { payment_method: pm, payment_method_type: pm.type } : {}) };
    const after = failed(pi, error, null);
    await savePaymentIntent(ctx, pi, after);
    return { intent: after, error };
  }
  const result = await runBankDebit(
    ctx,
    pi,
    pm!,
    verification.data.mandate!,
    methodType(pm!.type)!.settlement,
  );
  await settlePaymentMethod(ctx, result.intent, pm!);
  await savePaymentIntent(ctx, pi, result.intent);
  return result;
}
