import type { ServiceContext } from '../kernel/service-context.js';
import { updateResource } from '../store/index.js';
import type { Scope, StripeObject } from '../store/types.js';

/** One saved card or address of a wallet is its default: the others named stop being it. */
export async function clearOtherDefaults(
  ctx: ServiceContext,
  table: 'consumer_payment_details' | 'consumer_shipping_addresses',
  scope: Scope,
  saved: readonly (StripeObject & { is_default: boolean })[],
  keepId: string,
): Promise<void> {
  for (const other of saved) {
    if (other.id !== keepId && other.is_default) {
      await updateResource(ctx.db, table, scope, { ...other, is_default: false });
    }
  }
}
