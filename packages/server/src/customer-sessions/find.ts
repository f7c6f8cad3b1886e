import { hashKey, sameHash } from '../accounts/index.js';
import { nowSeconds } from '../kernel/ids.js';
import { parseData } from '../store/index.js';
import type { Db } from '../store/types.js';
import type { CustomerSession, CustomerSessionComponents } from './customer-session.js';

export interface FoundCustomerSession {
  /** The session's internal id (the object itself has none). */
  id: string;
  accountId: string;
  livemode: boolean;
  customer: string;
  components: CustomerSessionComponents;
  expiresAt: number;
}

/**
 * The live (unexpired) customer session a client secret names, looked up by the secret's
 * sha256: the secret itself is never stored. Undefined for an unknown or expired secret.
 */
export async function findCustomerSessionBySecret(
  db: Db,
  secret: string,
): Promise<FoundCustomerSession | undefined> {
  if (typeof secret !== 'string' || !/^cuss_secret_[A-Za-z0-9]+$/.test(secret)) return undefined;
  const hash = hashKey(secret);
  const row = await db
    .selectFrom('customer_sessions')
    .select(['id', 'account_id', 'livemode', 'secret_hash', 'expires_at', 'data'])
    .where('secret_hash', '=', hash)
    .executeTakeFirst();
  if (!row || !sameHash(row.secret_hash, hash) || (row.expires_at ?? 0) <= nowSeconds()) return undefined;
  const session = parseData(row.data) as unknown as CustomerSession;
  return {
    id: row.id,
    accountId: row.account_id,
    livemode: row.livemode,
    customer: session.customer,
    components: session.components,
    expiresAt: session.expires_at,
  };
}

/** Whether a customer-session secret was ever issued (an expired one tells an old page from a guess). */
export async function customerSessionSecretExists(db: Db, secret: string): Promise<boolean> {
  if (!/^cuss_secret_[A-Za-z0-9]+$/.test(secret)) return false;
  const hash = hashKey(secret);
  const row = await db
    .selectFrom('customer_sessions')
    .select(['secret_hash'])
    .where('secret_hash', '=', hash)
    .executeTakeFirst();
  return row !== undefined && sameHash(row.secret_hash, hash);
}
