import { type Collected, collect } from './collect.js';
import type { ControllerContext } from './controller.js';
import { mergeData } from './merge-data.js';

/**
 * The Card Element's calls: confirmCardPayment / confirmCardSetup, createPaymentMethod and
 * createToken with a card element (combined, or split: the number, expiry, CVC and postal
 * code frames each give their share and the controller joins them).
 */

/** Gathers the card from the card frames the merchant script named; split pieces must all be there. */
export async function collectCard(ctx: ControllerContext, frameIds: string[]): Promise<Collected> {
  const missing = ctx.pieces.missing();
  if (missing.length > 0 && frameIds.some((id) => ctx.pieces.frameIds().includes(id))) {
    return {
      ok: false,
      error: {
        type: 'invalid_request_error',
        message: `We could not retrieve data from the specified Element. Please make sure the ${missing.join(', ')} Element${missing.length > 1 ? 's are' : ' is'} mounted.`,
      },
    };
  }
  return collect(ctx.channel, frameIds, ctx.subscribe);
}

/** `payment_method_data` from the card frames and the `payment_method` the merchant passed (its billing details win). */
export function cardMethodData(collected: Record<string, any>, given: Record<string, any> = {}) {
  const { card: _element, ...rest } = given;
  return mergeData(collected, rest);
}

/** Token parameters (`card[...]`) from collected card data and createToken's `data`. */
export function tokenCard(collected: Record<string, any>, data: Record<string, unknown>) {
  const card: Record<string, unknown> = { ...collected.card };
  const postal = collected.billing_details?.address?.postal_code;
  if (postal) card.address_zip = postal;
  const allowed = [
    'name',
    'address_line1',
    'address_line2',
    'address_city',
    'address_state',
    'address_zip',
    'address_country',
    'currency',
  ];
  for (const key of allowed) if (typeof data[key] === 'string') card[key] = data[key];
  return card;
}

export async function createCardToken(
  ctx: ControllerContext,
  frameIds: string[],
  data: Record<string, unknown>,
  type: unknown = 'card',
): Promise<Record<string, unknown>> {
  const collected = await collectCard(ctx, frameIds);
  if (!collected.ok) return { error: collected.error };
  // A CVC update token sends the CVC alone (a cardCvc Element gives nothing else).
  const body =
    type === 'cvc_update'
      ? { cvc_update: { cvc: (collected.data.card as { cvc?: string } | undefined)?.cvc } }
      : { card: tokenCard(collected.data, data) };
  const answer = await ctx.api.post('/v1/tokens', body);
  return answer.ok ? { token: answer.body } : { error: answer.error };
}

export async function createCardPaymentMethod(
  ctx: ControllerContext,
  frameIds: string[],
  given: Record<string, any>,
): Promise<Record<string, unknown>> {
  const collected = await collectCard(ctx, frameIds);
  if (!collected.ok) return { error: collected.error };
  const answer = await ctx.api.post('/v1/payment_methods', cardMethodData(collected.data, given));
  return answer.ok ? { paymentMethod: answer.body } : { error: answer.error };
}
