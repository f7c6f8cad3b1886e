import type { IntentAction } from '../actions/index.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { authenticationFailure } from '../payment-intents/errors.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { findResource } from '../store/index.js';
import { setUpCard } from './setup-attempt.js';
import type { SetupIntent } from './setup-intent.js';
import { failed } from './state-machine.js';
import { getSetupIntent, saveSetupIntent } from './store.js';

/** The shopper finished the 3-D Secure challenge of a SetupIntent on the hosted page. */
export async function completeSetupAction(
  ctx: ServiceContext,
  action: IntentAction,
  approved: boolean,
): Promise<SetupIntent> {
  const before = await getSetupIntent(ctx, action.intentId, { forUpdate: true });
  if (before.status !== 'requires_action') return before;
  const pm = await findResource<PaymentMethod>(
    ctx.db,
    'payment_methods',
    ctx.scope,
    action.data.paymentMethod,
  );
  if (!pm) return before;
  const after = approved
    ? (
        await setUpCard(ctx, before, pm, {
          authenticated: true,
          returnUrl: action.data.returnUrl,
          useStripeSdk: false,
        })
      ).intent
    : failed(before, authenticationFailure('setup_intent', pm));
  await saveSetupIntent(ctx, before, after);
  return after;
}
