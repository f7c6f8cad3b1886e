import type { WireError } from '@payframe/js/protocol';
import type { Collected } from './collect.js';
import type { ControllerContext } from './controller.js';

type Chosen = Extract<Collected, { ok: true }>;

/**
 * The confirm parameters of a saved method or of a new card to save (docs/elements.md#validation):
 * `payment_method=pm_…` and a CVC token when the CVC was asked again; or
 * `setup_future_usage` with `allow_redisplay=always` when the save box was ticked.
 */
export async function savedMethodParams(
  ctx: ControllerContext,
  collected: Chosen,
  setup: boolean,
): Promise<{ params: Record<string, any> } | { error: WireError }> {
  const params: Record<string, any> = {};
  if (collected.savedPaymentMethod) {
    params.payment_method = collected.savedPaymentMethod;
    if (collected.cvc) {
      // The CVC travels as a single-use token, never stored (DESIGN: CVCs are never kept).
      const token = await ctx.api.post('/v1/tokens', { cvc_update: { cvc: collected.cvc } });
      if (!token.ok) return { error: token.error };
      params.payment_method_options = { card: { cvc_token: token.body.id } };
    }
    return { params };
  }
  const customer = ctx.session?.state.customer;
  if (collected.save && !setup && customer?.save) {
    params.setup_future_usage = customer.saveUsage ?? 'off_session';
  }
  return { params };
}
