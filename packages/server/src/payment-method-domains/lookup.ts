import { listResources } from '../kernel/list.js';
import type { Db, Scope } from '../store/types.js';
import type { PaymentMethodDomain } from './domain.js';

/** The account's registered domain for a page's host (its name, lower case), if any. */
export async function findDomain(
  db: Db,
  scope: Scope,
  host: string,
): Promise<PaymentMethodDomain | undefined> {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  if (!name) return undefined;
  const page = await listResources(db, 'payment_method_domains', scope, { limit: 1 }, '', {
    domain_name: name,
  });
  return page.data[0] as PaymentMethodDomain | undefined;
}
