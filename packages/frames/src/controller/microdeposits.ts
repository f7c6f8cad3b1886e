import type { ControllerContext } from './controller.js';
import { intentIdOf } from './session.js';

/**
 * `verifyMicrodepositsForPayment(clientSecret, { amounts | descriptor_code })` and `ForSetup`:
 * the values the shopper read off their statement, checked by the intent's
 * `verify_microdeposits`. Loaded only when a page makes one of these calls.
 */
export async function verifyMicrodeposits(
  ctx: ControllerContext,
  args: Record<string, any>,
): Promise<Record<string, unknown>> {
  const name = String(args.name);
  const setup = name === 'verifyMicrodepositsForSetup';
  const secret = args.clientSecret;
  const prefix = setup ? 'seti' : 'pi';
  if (
    typeof secret !== 'string' ||
    !new RegExp(`^${prefix}_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$`).test(secret)
  ) {
    return {
      integrationError: {
        message: `Invalid value for stripe.${name} intent secret: value should be a ${setup ? 'SetupIntent' : 'PaymentIntent'} client_secret string. You specified: ${String(secret)}.`,
      },
    };
  }
  const data = (args.data ?? {}) as Record<string, unknown>;
  const body: Record<string, unknown> = { client_secret: secret };
  if (Array.isArray(data.amounts)) body.amounts = data.amounts;
  if (typeof data.descriptor_code === 'string') body.descriptor_code = data.descriptor_code;
  const path = `/v1/${setup ? 'setup_intents' : 'payment_intents'}/${encodeURIComponent(intentIdOf(secret))}/verify_microdeposits`;
  const answer = await ctx.api.post(path, body);
  if (!answer.ok) return { error: answer.error };
  return { [setup ? 'setupIntent' : 'paymentIntent']: answer.body };
}
