import { newId, nowSeconds } from '../kernel/ids.js';
import type { Db } from '../store/types.js';
import type { Vault } from '../vault/index.js';
import {
  type AccountKeys,
  findKey,
  generateKey,
  insertKey,
  parseKeyName,
  readAccountKeys,
  redactKey,
} from './keys.js';

export interface SeedOptions {
  /** PAYFRAME_SECRET_KEY: the default account's test secret key, exactly. */
  secretKey?: string | undefined;
  /** PAYFRAME_PUBLISHABLE_KEY: the default account's test publishable key, exactly. */
  publishableKey?: string | undefined;
}

export function accountObject(id: string, created: number, businessName: string) {
  return {
    id,
    object: 'account',
    business_profile: { name: businessName, url: null, support_email: null },
    business_type: 'company',
    capabilities: {
      card_payments: 'active',
      transfers: 'active',
      sepa_debit_payments: 'active',
      au_becs_debit_payments: 'active',
      us_bank_account_ach_payments: 'active',
      acss_debit_payments: 'active',
      bacs_debit_payments: 'active',
      ideal_payments: 'active',
    },
    charges_enabled: true,
    country: 'US',
    created,
    default_currency: 'usd',
    details_submitted: true,
    email: null,
    metadata: {},
    payouts_enabled: true,
    settings: { dashboard: { display_name: businessName, timezone: 'Etc/UTC' } },
    type: 'standard',
  };
}

export async function createAccount(
  db: Db,
  vault: Vault,
  options: {
    businessName: string;
    parentId?: string;
    keys?: Partial<Pick<AccountKeys, 'testSecret' | 'testPublishable'>>;
  },
): Promise<AccountKeys> {
  const id = newId('acct', 16);
  const created = nowSeconds();
  const data = { ...accountObject(id, created, options.businessName), default: !options.parentId };
  await db
    .insertInto('accounts')
    .values({ id, created, parent_id: options.parentId ?? null, data: JSON.stringify(data) })
    .execute();
  const keys: AccountKeys = {
    accountId: id,
    testSecret: options.keys?.testSecret ?? generateKey('secret', false),
    testPublishable: options.keys?.testPublishable ?? generateKey('publishable', false),
    liveSecret: generateKey('secret', true),
    livePublishable: generateKey('publishable', true),
  };
  for (const key of [keys.testSecret, keys.testPublishable, keys.liveSecret, keys.livePublishable]) {
    await insertKey(db, vault, id, key);
  }
  return keys;
}

/** The fewest characters an operator-chosen key has after its prefix (a generated key has 48). */
export const MIN_SEED_KEY_LENGTH = 24;

/**
 * An operator-chosen key (PAYFRAME_SECRET_KEY, PAYFRAME_PUBLISHABLE_KEY): a test key of its kind,
 * long enough not to be guessed (the lockout slows guessing, it cannot make a short key safe).
 */
export function checkSeedKey(
  key: string | undefined,
  kind: 'secret' | 'publishable',
  variable: string,
): void {
  if (!key) return;
  const name = parseKeyName(key);
  const prefix = kind === 'secret' ? 'sk_test_' : 'pk_test_';
  if (!name || name.kind !== kind || name.livemode) {
    throw new Error(
      `${variable} must be a test ${kind} key: ${prefix} followed by letters and digits (got ${redactKey(key)})`,
    );
  }
  if (key.length - prefix.length < MIN_SEED_KEY_LENGTH) {
    throw new Error(
      `${variable} must have at least ${MIN_SEED_KEY_LENGTH} random letters and digits after ${prefix} (got ${key.length - prefix.length}); leave it unset to have one generated`,
    );
  }
}

/**
 * The default account: with PAYFRAME_SECRET_KEY / PAYFRAME_PUBLISHABLE_KEY set, the account
 * that owns exactly those test keys (created on first start); otherwise the account made on
 * the first start. `created` says whether this start made it, so the CLI can say so.
 */
export async function ensureDefaultAccount(
  db: Db,
  vault: Vault,
  seed: SeedOptions,
): Promise<{ keys: AccountKeys; created: boolean }> {
  checkSeedKey(seed.secretKey, 'secret', 'PAYFRAME_SECRET_KEY');
  checkSeedKey(seed.publishableKey, 'publishable', 'PAYFRAME_PUBLISHABLE_KEY');
  return db.transaction().execute(async (tx) => {
    const bySecret = seed.secretKey ? await findKey(tx, seed.secretKey) : undefined;
    const byPublishable = seed.publishableKey ? await findKey(tx, seed.publishableKey) : undefined;
    if (bySecret && byPublishable && bySecret.account_id !== byPublishable.account_id) {
      throw new Error('PAYFRAME_SECRET_KEY and PAYFRAME_PUBLISHABLE_KEY belong to two different accounts');
    }
    let accountId = bySecret?.account_id ?? byPublishable?.account_id;
    if (accountId) {
      // One of the two keys is known: give that account the other one too.
      if (seed.secretKey && !bySecret) await insertKey(tx, vault, accountId, seed.secretKey);
      if (seed.publishableKey && !byPublishable) await insertKey(tx, vault, accountId, seed.publishableKey);
      return { keys: await readAccountKeys(tx, vault, accountId), created: false };
    }
    if (!seed.secretKey && !seed.publishableKey) {
      const existing = await tx
        .selectFrom('accounts')
        .select('id')
        .where('parent_id', 'is', null)
        .orderBy('created', 'asc')
        .executeTakeFirst();
      accountId = existing?.id;
      if (accountId) return { keys: await readAccountKeys(tx, vault, accountId), created: false };
    }
    const keys = await createAccount(tx, vault, {
      businessName: 'Payframe Test Shop',
      keys: {
        ...(seed.secretKey ? { testSecret: seed.secretKey } : {}),
        ...(seed.publishableKey ? { testPublishable: seed.publishableKey } : {}),
      },
    });
    return { keys, created: true };
  });
}
