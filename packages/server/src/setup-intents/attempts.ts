import type { ServiceContext } from '../kernel/service-context.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { findResource, insertResource, updateResource } from '../store/index.js';
import { advancedAttempt, newSetupAttempt, type SetupAttempt } from './setup-attempt-object.js';
import type { SetupIntent } from './setup-intent.js';

/** Records a confirmation's attempt and names it the intent's `latest_attempt`. */
export async function recordAttempt(
  ctx: ServiceContext,
  intent: SetupIntent,
  pm: PaymentMethod,
): Promise<SetupIntent> {
  const attempt = newSetupAttempt(intent, pm);
  await insertResource(ctx.db, 'setup_attempts', ctx.scope, attempt, { setup_intent: intent.id });
  return { ...intent, latest_attempt: attempt.id };
}

/** Keeps the latest attempt in step when the intent moves on without a new confirmation. */
export async function advanceLatestAttempt(
  ctx: ServiceContext,
  before: SetupIntent | null,
  after: SetupIntent,
): Promise<void> {
  const id = after.latest_attempt;
  if (!id || !before || before.latest_attempt !== id || before.status === after.status) return;
  const attempt = await findResource<SetupAttempt>(ctx.db, 'setup_attempts', ctx.scope, id);
  if (!attempt) return;
  await updateResource(ctx.db, 'setup_attempts', ctx.scope, advancedAttempt(attempt, after), {
    setup_intent: after.id,
  });
}
