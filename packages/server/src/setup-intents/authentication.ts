import type { IntentAction } from '../actions/index.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { AcceptanceInput } from '../mandates/index.js';
import { authenticationFailure } from '../payment-intents/errors.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { findResource } from '../store/index.js';
import { setUpByAppApproval, setUpCard } from './setup-attempt.js';
import type { SetupIntent } from './setup-intent.js';
import { failed } from './state-machine.js';
import { getSetupIntent, saveSetupIntent } from './store.js';

/** The shopper finished the 3-D Secure challenge of a SetupIntent, or approved it in the method's app, on the hosted page. */
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
  let after: SetupIntent;
  if (!approved) after = failed(before, authenticationFailure('setup_intent', pm));
  else if (action.kind === 'redirect') {
    // Approved in the method's app (Cash App Pay's code): the mandate is accepted there.
    const acceptance = (action.data.acceptance ?? null) as AcceptanceInput | null;
    after = (await setUpByAppApproval(ctx, before, pm, acceptance)).intent;
  } else {
    after = (
      await setUpCard(ctx, before, pm, {
        authenticated: true,
        returnUrl: action.data.returnUrl,
        useStripeSdk: false,
      })
    ).intent;
  }
  await saveSetupIntent(ctx, before, after);
  return after;
}
