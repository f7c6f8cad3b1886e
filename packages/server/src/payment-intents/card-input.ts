import { sql } from 'kysely';
import { invalidRequest } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { openCardNumber, type PaymentMethod } from '../payment-methods/index.js';
import type { AuthorizeCardRequest, CardInput } from '../simulator/index.js';
import type { Db, Scope } from '../store/types.js';

/** The card as the processor needs it; the full number comes out of the vault for this call only. */
export async function cardInput(
  ctx: ServiceContext,
  pm: PaymentMethod,
  cvcRecollected = false,
): Promise<CardInput> {
  const number = await openCardNumber(ctx, pm);
  if (!number || !pm.card) {
    throw invalidRequest(`The PaymentMethod ${pm.id} has no card on file to charge.`, 'payment_method');
  }
  return {
    number,
    exp_month: pm.card.exp_month,
    exp_year: pm.card.exp_year,
    cvcProvided: cvcRecollected || pm.card.checks.cvc_check !== null,
    postalCode: pm.billing_details.address.postal_code,
    addressLine1: pm.billing_details.address.line1,
  };
}

/** `request_three_d_secure` as the processor reads it. */
export function threeDSecureRequest(
  options: Record<string, unknown> | undefined,
): AuthorizeCardRequest['threeDSecure'] {
  const value = options?.request_three_d_secure;
  if (value === 'any') return 'any';
  if (value === 'challenge' || value === 'challenge_only') return 'challenge';
  return 'automatic';
}

/**
 * Whether a payment method was set up for later use: a SetupIntent succeeded with it, or a
 * payment with `setup_future_usage` did. Issuers then let off-session payments through
 * without a new authentication, and a SEPA mandate exists for it.
 */
export async function wasSetUp(db: Db, scope: Scope, paymentMethod: string): Promise<boolean> {
  const setup = await db
    .selectFrom('setup_intents')
    .select('id')
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where(sql<string>`data->>'payment_method'`, '=', paymentMethod)
    .where(sql<string>`data->>'status'`, '=', 'succeeded')
    .limit(1)
    .executeTakeFirst();
  if (setup) return true;
  const payment = await db
    .selectFrom('payment_intents')
    .select('id')
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where(sql<string>`data->>'payment_method'`, '=', paymentMethod)
    .where(sql<string>`data->>'status'`, 'in', ['succeeded', 'requires_capture', 'processing'])
    .where(sql<string>`data->>'setup_future_usage'`, 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return payment !== undefined;
}
