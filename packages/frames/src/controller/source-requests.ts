import { collectCard } from './card-requests.js';
import type { ControllerContext } from './controller.js';

type Json = Record<string, unknown>;

/** The source owner with the postal code the card frames collected, unless the merchant gave one. */
export function ownerWithPostalCode(owner: unknown, collected: Json): Json {
  const given: Json = owner && typeof owner === 'object' ? { ...(owner as Json) } : {};
  const billing = collected.billing_details as { address?: { postal_code?: string } } | undefined;
  const postal = billing?.address?.postal_code;
  const address: Json =
    given.address && typeof given.address === 'object' ? { ...(given.address as Json) } : {};
  if (postal && !address.postal_code) given.address = { ...address, postal_code: postal };
  return given;
}

/**
 * createSource and retrieveSource (the legacy Sources API): a card source takes the card from
 * the card frames and the owner from the merchant's data; the other types send the data as given.
 */
export async function createSource(ctx: ControllerContext, data: Json, frameIds: string[]): Promise<Json> {
  let body: Json = data;
  if (frameIds.length > 0) {
    const collected = await collectCard(ctx, frameIds);
    if (!collected.ok) return { error: collected.error };
    body = {
      ...data,
      type: data.type ?? 'card',
      card: collected.data.card,
      owner: ownerWithPostalCode(data.owner, collected.data),
    };
  }
  const answer = await ctx.api.post('/v1/sources', body);
  return answer.ok ? { source: answer.body } : { error: answer.error };
}

export async function retrieveSource(
  ctx: ControllerContext,
  id: string,
  clientSecret: string,
): Promise<Json> {
  const answer = await ctx.api.get(`/v1/sources/${encodeURIComponent(id)}`, { client_secret: clientSecret });
  return answer.ok ? { source: answer.body } : { error: answer.error };
}
