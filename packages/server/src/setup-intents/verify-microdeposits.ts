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
import { type SetupResult, setUpBankAccount } from './setup-attempt.js';
import type { SetupIntent } from './setup-intent.js';
import { failed } from './state-machine.js';
import { saveSetupIntent } from './store.js';

/**
 * Checks the microdeposits for a set-up waiting on them: right, the mandate is made and the
 * account saved (succeeded); wrong, it waits on; at the limit or too late, the set-up fails.
 * `si` is locked by the caller.
 */
export async function verifySetupMicrodeposits(
  ctx: ServiceContext,
  si: SetupIntent,
  answer: MicrodepositAnswer,
): Promise<SetupResult> {
  const verification =
    si.status === 'requires_action' && si.next_action?.type === 'verify_with_microdeposits'
      ? await verificationOfIntent(ctx.db, si.id)
      : undefined;
  if (!verification || verification.status !== 'pending') {
    throw unexpectedState(
      'setup_intent',
      `This SetupIntent's status is ${si.status}: it is not waiting for microdeposits to be verified.`,
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
  if (outcome.kind === 'wrong') return { intent: si, error: outcome.error };
  if (outcome.kind === 'ended') {
    const error = { ...outcome.error, ...(pm ? { payment_method: pm, payment_method_type: pm.type } : {}) };
    const after = failed(si, error);
    await saveSetupIntent(ctx, si, after);
    return { intent: after, error };
  }
  const result = await setUpBankAccount(ctx, si, pm!, verification.data.acceptance!);
  await saveSetupIntent(ctx, si, result.intent);
  return result;
}
