import { collectCard } from './card-requests.js';
import type { ControllerContext } from './controller.js';

/**
 * createSource and retrieveSource (the legacy Sources API): a card source takes the card from
 * the card frames and the owner from the merchant's data; the other types send the data as given.
 */
export async function createSource(
  ctx: ControllerContext,
  data: Record<string, any>,
  frameIds: string[],
): Promise<Record<string, unknown>> {
  let body: Record<string, any> = data;
  if (frameIds.length > 0) {
    const collected = await collectCard(ctx, frameIds);
    if (!collected.ok) return { error: collected.error };
    const billing = collected.data.billing_details as { address?: { postal_code?: string } } | undefined;
    const postal = billing?.address?.postal_code;
    const owner: Record<string, any> = { ...(data.owner ?? {}) };
    if (postal && !owner.address?.postal_code)
      owner.address = { ...(owner.address ?? {}), postal_code: postal };
    body = { ...data, type: data.type ?? 'card', card: collected.data.card, owner };
  }
  const answer = await ctx.api.post('/v1/sources', body);
  return answer.ok ? { source: answer.body } : { error: answer.error };
}

export async function retrieveSource(
  ctx: ControllerContext,
  id: string,
  clientSecret: string,
): Promise<Record<string, unknown>> {
  const answer = await ctx.api.get(`/v1/sources/${encodeURIComponent(id)}`, { client_secret: clientSecret });
  return answer.ok ? { source: answer.body } : { error: answer.error };
}
