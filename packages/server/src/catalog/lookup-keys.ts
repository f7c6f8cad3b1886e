import { invalidRequest } from '../kernel/errors.js';
import { changedAttributes } from '../kernel/record-event.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { updateResource } from '../store/index.js';
import { lockLookupKey } from './catalog-store.js';
import { type Price, priceColumns } from './price.js';

/**
 * Makes `key` free for the price `priceId`: a lookup key names one price of an account and
 * mode. Another price holding it keeps it, and the request is refused, unless the caller asked
 * to transfer it (`transfer_lookup_key`): the other price then loses its key (and says so in
 * a `price.updated` event).
 */
export async function claimLookupKey(
  ctx: ServiceContext,
  key: string,
  transfer: boolean | undefined,
  priceId: string,
): Promise<void> {
  const holder = await lockLookupKey(ctx.db, ctx.scope, key);
  if (!holder || holder.id === priceId) return;
  if (!transfer)
    throw invalidRequest(
      `A price (\`${holder.id}\`) already uses that lookup key.`,
      'lookup_key',
      'lookup_key_already_used',
    );
  const released: Price = { ...holder, lookup_key: null };
  await updateResource(ctx.db, 'prices', ctx.scope, released, priceColumns(released));
  await ctx.emit('price.updated', released, changedAttributes(holder, released));
}
