import type { ServiceContext } from '../kernel/service-context.js';
import { openDebitAccount, type PaymentMethod } from '../payment-methods/index.js';
import { processorFor } from '../simulator/index.js';
import type { VerificationError } from './check.js';

/**
 * Sends the microdeposits that verify a bank account; answers the attempt's error when its
 * bank refused them (the account, institution or transit number is not one it can credit):
 * there is then nothing for the shopper to read back, and the attempt fails at once.
 */
export async function sendMicrodeposits(
  ctx: ServiceContext,
  pm: PaymentMethod,
): Promise<(VerificationError & { payment_method: PaymentMethod; payment_method_type: string }) | null> {
  const account = await openDebitAccount(ctx, pm);
  if (!account) return null;
  const { sent } = await processorFor(ctx.scope.livemode).sendMicrodeposits({ account });
  if (sent) return null;
  return {
    type: 'invalid_request_error',
    code: 'payment_method_microdeposit_failed',
    message:
      "The microdeposits could not be sent to the customer's bank account. Check the account, institution and transit numbers.",
    payment_method: pm,
    payment_method_type: pm.type,
  };
}
