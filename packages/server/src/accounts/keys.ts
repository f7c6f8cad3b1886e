import { createHash, timingSafeEqual } from 'node:crypto';
import { newId, nowSeconds, randomToken } from '../kernel/ids.js';
import type { Db } from '../store/types.js';
import type { Vault } from '../vault/index.js';

export type KeyKind = 'secret' | 'publishable';

export interface AccountKeys {
  accountId: string;
  testSecret: string;
  testPublishable: string;
  liveSecret: string;
  livePublishable: string;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

const KEY_FORMAT = /^(sk|pk)_(test|live)_[A-Za-z0-9]{8,247}$/;

export function parseKeyName(key: string): { kind: KeyKind; livemode: boolean } | undefined {
  const match = KEY_FORMAT.exec(key);
  if (!match) return undefined;
  return { kind: match[1] === 'sk' ? 'secret' : 'publishable', livemode: match[2] === 'live' };
}

export function generateKey(kind: KeyKind, livemode: boolean): string {
  return `${kind === 'secret' ? 'sk' : 'pk'}_${livemode ? 'live' : 'test'}_${randomToken(48)}`;
}

/** `sk_test_********************abcd`, as Stripe shows a key in an error. */
export function redactKey(key: string): string {
  const prefix = /^[a-z]+_(test|live)_/.exec(key)?.[0] ?? '';
  if (key.length <= prefix.length + 4) return `${prefix}****`;
  return `${prefix}${'*'.repeat(Math.min(24, key.length - prefix.length - 4))}${key.slice(-4)}`;
}

export async function insertKey(db: Db, vault: Vault, accountId: string, key: string): Promise<void> {
  const name = parseKeyName(key);
  if (!name) throw new Error(`not a Payframe API key: ${redactKey(key)}`);
  await db
    .insertInto('api_keys')
    .values({
      id: newId('key'),
      account_id: accountId,
      livemode: name.livemode,
      kind: name.kind,
      hash: hashKey(key),
      sealed: name.kind === 'secret' ? vault.seal(key) : key,
      created: nowSeconds(),
      expires_at: null,
    })
    .execute();
}

export async function findKey(db: Db, key: string) {
  const hash = hashKey(key);
  const row = await db
    .selectFrom('api_keys')
    .select(['account_id', 'livemode', 'kind', 'hash', 'expires_at'])
    .where('hash', '=', hash)
    .executeTakeFirst();
  return row && sameHash(row.hash, hash) ? row : undefined;
}

/** The account's current keys in the clear, for the CLI to print. */
export async function readAccountKeys(db: Db, vault: Vault, accountId: string): Promise<AccountKeys> {
  const rows = await db
    .selectFrom('api_keys')
    .select(['kind', 'livemode', 'sealed'])
    .where('account_id', '=', accountId)
    .where('expires_at', 'is', null)
    .orderBy('created', 'asc')
    .execute();
  const pick = (kind: KeyKind, livemode: boolean) => {
    const row = rows.findLast((r) => r.kind === kind && r.livemode === livemode);
    if (!row) return '';
    return kind === 'secret' ? vault.open(row.sealed) : row.sealed;
  };
  return {
    accountId,
    testSecret: pick('secret', false),
    testPublishable: pick('publishable', false),
    liveSecret: pick('secret', true),
    livePublishable: pick('publishable', true),
  };
}

/**
 * The account's current publishable key for a mode (kept in the clear: it is public), for a
 * page this server hosts for the account to load the Payment Element with.
 */
export async function publishableKeyOf(
  db: Db,
  accountId: string,
  livemode: boolean,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('api_keys')
    .select('sealed')
    .where('account_id', '=', accountId)
    .where('kind', '=', 'publishable')
    .where('livemode', '=', livemode)
    .where('expires_at', 'is', null)
    .orderBy('created', 'desc')
    .executeTakeFirst();
  return row?.sealed;
}
