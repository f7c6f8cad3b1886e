import { nowSeconds } from '../kernel/ids.js';
import type { Db } from '../store/types.js';
import type { Vault } from '../vault/index.js';
import { generateKey, hashKey, insertKey } from './keys.js';

/** A secret key as the dashboard lists it: never whole, unless it is being shown its one time. */
export interface SecretKeyListing {
  id: string;
  masked: string;
  created: number;
  /** Set once the key was rolled: it is refused from then on (unix seconds). */
  expires_at: number | null;
  revealed: boolean;
}

/** `sk_test_••••…abcd`: the prefix and last four characters tell keys apart, nothing more. */
export function maskKey(key: string): string {
  return `${key.slice(0, key.indexOf('_', 3) + 1)}${'•'.repeat(20)}${key.slice(-4)}`;
}

/** A mode's secret keys that still work: the current one and rolled ones not yet expired. */
export async function listSecretKeys(
  db: Db,
  vault: Vault,
  accountId: string,
  livemode: boolean,
  now = nowSeconds(),
): Promise<SecretKeyListing[]> {
  const rows = await db
    .selectFrom('api_keys')
    .select(['id', 'sealed', 'created', 'expires_at', 'revealed_at'])
    .where('account_id', '=', accountId)
    .where('livemode', '=', livemode)
    .where('kind', '=', 'secret')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    masked: maskKey(vault.open(row.sealed)),
    created: row.created,
    expires_at: row.expires_at,
    revealed: row.revealed_at !== null,
  }));
}

export type RevealOutcome = { key: string } | 'not_found' | 'already_revealed';

/**
 * The mode's current secret key in full, once: the first reveal marks it, and a later one is
 * refused (rolling the key gives a new one to see). The mark is set by a conditional update, so
 * two reveals racing on two instances cannot both succeed.
 */
export async function revealSecretKey(
  db: Db,
  vault: Vault,
  accountId: string,
  livemode: boolean,
): Promise<RevealOutcome> {
  const current = await currentSecretRow(db, accountId, livemode);
  if (!current) return 'not_found';
  const marked = await db
    .updateTable('api_keys')
    .set({ revealed_at: nowSeconds() })
    .where('id', '=', current.id)
    .where('revealed_at', 'is', null)
    .returning('sealed')
    .executeTakeFirst();
  return marked ? { key: vault.open(marked.sealed) } : 'already_revealed';
}

/**
 * Replaces the mode's current secret key with a new one (shown in full this once) and lets the
 * old one work for `expiresInSeconds` more (0: refused at once), as Stripe's roll does. Returns
 * the old key's hash so the caller can drop it from this instance's key cache.
 */
export async function rollSecretKey(
  db: Db,
  vault: Vault,
  accountId: string,
  livemode: boolean,
  expiresInSeconds: number,
): Promise<{ key: string; oldHash: string; oldExpiresAt: number } | undefined> {
  return db.transaction().execute(async (tx) => {
    const current = await currentSecretRow(tx, accountId, livemode, true);
    if (!current) return undefined;
    const now = nowSeconds();
    const oldExpiresAt = now + expiresInSeconds;
    await tx.updateTable('api_keys').set({ expires_at: oldExpiresAt }).where('id', '=', current.id).execute();
    const key = generateKey('secret', livemode);
    await insertKey(tx, vault, accountId, key);
    await tx.updateTable('api_keys').set({ revealed_at: now }).where('hash', '=', hashKey(key)).execute();
    return { key, oldHash: current.hash, oldExpiresAt };
  });
}

/** The newest secret key of a mode that has not been rolled; locked when it is about to be. */
async function currentSecretRow(db: Db, accountId: string, livemode: boolean, lock = false) {
  let query = db
    .selectFrom('api_keys')
    .select(['id', 'hash'])
    .where('account_id', '=', accountId)
    .where('livemode', '=', livemode)
    .where('kind', '=', 'secret')
    .where('expires_at', 'is', null)
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .limit(1);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}
