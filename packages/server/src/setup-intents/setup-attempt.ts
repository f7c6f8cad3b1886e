import { createAction } from '../actions/index.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { type AcceptanceInput, createMandate } from '../mandates/index.js';
import { serverMethod } from '../methods/index.js';
import { cardInput, threeDSecureRequest } from '../payment-intents/card-input.js';
import { declineShape } from '../payment-intents/errors.js';
import { threeDSecureAction } from '../payment-intents/next-action.js';
import type { ApiErrorShape } from '../payment-intents/payment-intent.js';
import { attachPaymentMethod, type PaymentMethod } from '../payment-methods/index.js';
import { processorFor } from '../simulator/index.js';
import type { SetupIntent } from './setup-intent.js';
import { failed, requiresAction, succeeded } from './state-machine.js';

export interface SetupResult {
  intent: SetupIntent;
  error: ApiErrorShape | null;
}

/** A set-up method is saved to the intent's customer, as Stripe does on success. */
export async function finishSetup(
  ctx: ServiceContext,
  si: SetupIntent,
  pm: PaymentMethod,
  mandate: string | null,
) {
  if (si.customer) await attachPaymentMethod(ctx, pm, si.customer, 'customer');
  return { intent: succeeded(si, pm.id, mandate), error: null };
}

/**
 * Verifies a card for later use: the issuer may want 3-D Secure first (the hosted challenge
 * page), and a card that declines cannot be set up. No money moves, so no charge is made.
 */
export async function setUpCard(
  ctx: ServiceContext,
  si: SetupIntent,
  pm: PaymentMethod,
  attempt: { authenticated: boolean; returnUrl: string | null; useStripeSdk: boolean },
): Promise<SetupResult> {
  const processor = processorFor(ctx.scope.livemode);
  const result = await processor.authorizeCard({
    amount: 0,
    currency: 'usd',
    card: await cardInput(ctx, pm),
    purpose: 'setup',
    threeDSecure: threeDSecureRequest(si.payment_method_options.card),
    authentication: attempt.authenticated
      ? { status: 'authenticated', flow: 'challenge' }
      : { status: 'none' },
    offSession: false,
    setUpForOffSession: false,
  });
  if (result.status === 'requires_authentication') {
    const { action, url } = await createAction(ctx.db, ctx.scope, {
      intentId: si.id,
      kind: 'three_d_secure',
      data: { paymentMethod: pm.id, returnUrl: attempt.returnUrl },
      publicUrl: ctx.app.config.publicUrl,
    });
    const next = threeDSecureAction(url, action.id, attempt.returnUrl, attempt.useStripeSdk);
    return { intent: requiresAction(si, pm.id, next), error: null };
  }
  if (result.status === 'declined') {
    const error = declineShape(result.decline, pm, null);
    return { intent: failed(si, error), error };
  }
  // A verification holds nothing: the authorization is let go at once.
  await processor.release({ reference: result.reference });
  return finishSetup(ctx, si, pm, null);
}

/** A bank account is set up by the mandate the shopper accepts now. */
export async function setUpBankAccount(
  ctx: ServiceContext,
  si: SetupIntent,
  pm: PaymentMethod,
  acceptance: AcceptanceInput,
): Promise<SetupResult> {
  const own = (si.payment_method_options as Record<string, unknown> | null | undefined)?.[pm.type];
  const details = serverMethod(pm.type)?.mandateDetails?.(
    own && typeof own === 'object' ? (own as Record<string, unknown>) : {},
    'setup',
  );
  const mandate = await createMandate(ctx, pm, acceptance, details);
  return finishSetup(ctx, si, pm, mandate.id);
}

/**
 * A method whose mandate the shopper approved in its app (Cash App Pay): the mandate records
 * the acceptance the confirmation gave (online, when it gave none) and the method is saved.
 */
export async function setUpByAppApproval(
  ctx: ServiceContext,
  si: SetupIntent,
  pm: PaymentMethod,
  acceptance: AcceptanceInput | null,
): Promise<SetupResult> {
  const mandate = await createMandate(ctx, pm, acceptance ?? { type: 'online' }, {});
  return finishSetup(ctx, si, pm, mandate.id);
}
