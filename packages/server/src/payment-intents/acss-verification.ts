import { isLinkedBankMethod } from '../financial-connections/index.js';
import { invalidRequest } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { isVerifiedByMicrodeposits } from '../microdeposits/index.js';
import type { PaymentMethod } from '../payment-methods/index.js';

/** Why an intent that asks for instant verification refuses an account typed in. */
export const INSTANT_ONLY_MESSAGE =
  'This intent verifies the bank account instantly (payment_method_options[acss_debit][verification_method] is instant): link the account at the bank; account details typed in are not accepted.';

/**
 * Whether a Canadian account waits for microdeposits before it is debited or set up, by the
 * intent's `payment_method_options[acss_debit][verification_method]`: `instant` takes accounts
 * linked at the bank only (verified by the shopper's sign-in); `automatic` (the default) and
 * `microdeposits` send them to an account typed in that they did not verify already, as
 * Stripe falls back to microdeposits when the shopper enters their numbers by hand.
 */
export async function acssWaitsForMicrodeposits(
  ctx: ServiceContext,
  options: Record<string, unknown> | null | undefined,
  pm: PaymentMethod,
): Promise<boolean> {
  if (pm.type !== 'acss_debit') return false;
  const method = (options?.acss_debit as { verification_method?: unknown } | undefined)?.verification_method;
  const linked = await isLinkedBankMethod(ctx, pm.id);
  if (method === 'instant') {
    if (!linked)
      throw invalidRequest(INSTANT_ONLY_MESSAGE, 'payment_method', 'payment_method_invalid_parameter');
    return false;
  }
  return !linked && !(await isVerifiedByMicrodeposits(ctx, pm.id));
}
