import type { ResourceTable } from '../db/schema.js';
import { findResource, tableForId } from '../store/resources.js';
import type { Db, Scope, StripeObject } from '../store/types.js';
import { resourceMissing } from './errors.js';

/** Like findResource, but a missing object is the Stripe 404 `No such customer: 'cus_x'`. */
export async function getResource<T extends StripeObject = StripeObject>(
  db: Db,
  table: ResourceTable,
  scope: Scope,
  id: string,
  options: { forUpdate?: boolean; noun?: string; param?: string } = {},
): Promise<T> {
  const found =
    typeof id === 'string' && id ? await findResource<T>(db, table, scope, id, options) : undefined;
  if (!found) {
    const noun = options.noun ?? tableForId(String(id))?.noun ?? table.replace(/s$/, '');
    throw resourceMissing(noun, String(id), options.param);
  }
  return found;
}
