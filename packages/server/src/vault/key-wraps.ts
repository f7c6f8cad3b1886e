import { createHmac, hkdfSync } from 'node:crypto';
import type { Db } from '../store/types.js';
import { ConfigurationError, type MasterKey } from './master-key.js';
import { type DataKeys, deriveDataKeys, openWith, sealWith, Vault } from './vault.js';

/*
 * The database keeps its data keys wrapped (sealed) under every master key allowed to open it,
 * one row per master key, named by that key's check value: a keyed hash that identifies the key
 * without revealing it. Starting with a key the database does not list is refused with a message
 * saying so, rather than failing later on the first secret it cannot open.
 */

/** Identifies a master key without revealing it (16 hex characters). */
export function keyCheckValue(masterKey: Buffer): string {
  const checkKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'payframe key check', 32));
  return createHmac('sha256', checkKey).update('payframe key check value').digest('hex').slice(0, 16);
}

function wrappingKey(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'payframe key wrap', 32));
}

function wrap(masterKey: Buffer, keys: DataKeys): string {
  const text = JSON.stringify({
    seal: keys.seal.toString('base64'),
    fingerprint: keys.fingerprint.toString('base64'),
    request: keys.request.toString('base64'),
  });
  return sealWith(wrappingKey(masterKey), text);
}

function unwrap(masterKey: Buffer, wrapped: string): DataKeys {
  const parsed = JSON.parse(openWith(wrappingKey(masterKey), wrapped)) as Record<string, string>;
  const read = (name: string) => Buffer.from(String(parsed[name]), 'base64');
  return { seal: read('seal'), fingerprint: read('fingerprint'), request: read('request') };
}

export function keyMismatchMessage(master: MasterKey, known: string[]): string {
  return (
    `The encryption key (from ${master.source}) is not one this database was sealed with: its key ` +
    `check value is ${keyCheckValue(master.key)}, and the database knows ${known.join(', ')}. ` +
    'Start with the key used before. A lost key cannot be recovered; to change keys, run ' +
    '`payframe keys rotate-encryption` while the current key is still set (see "Changing the encryption key" in the README).'
  );
}

async function wraps(db: Db): Promise<{ check_value: string; wrapped: string }[]> {
  return db.selectFrom('vault_keys').select(['check_value', 'wrapped']).orderBy('created').execute();
}

async function recordWrap(db: Db, masterKey: Buffer, keys: DataKeys): Promise<void> {
  await db
    .insertInto('vault_keys')
    .values({
      check_value: keyCheckValue(masterKey),
      wrapped: wrap(masterKey, keys),
      created: Math.floor(Date.now() / 1000),
    })
    .onConflict((conflict) => conflict.column('check_value').doNothing())
    .execute();
}

/**
 * The vault for this database and master key. A database from before the keys were recorded
 * gets them derived from the master key, once one of its sealed secret keys proves that the
 * master key is the one that sealed it.
 */
export async function openVault(db: Db, master: MasterKey): Promise<Vault> {
  const known = await wraps(db);
  if (known.length === 0) {
    const keys = deriveDataKeys(master.key);
    const sealed = await db
      .selectFrom('api_keys')
      .select('sealed')
      .where('kind', '=', 'secret')
      .limit(1)
      .executeTakeFirst();
    if (sealed) {
      try {
        openWith(keys.seal, sealed.sealed);
      } catch {
        throw new ConfigurationError(keyMismatchMessage(master, ['no key check yet']));
      }
    }
    await recordWrap(db, master.key, keys);
    // Two instances may start together on a new database: whichever row won is the one to use.
    return openVault(db, master);
  }
  const check = keyCheckValue(master.key);
  const mine = known.find((row) => row.check_value === check);
  if (!mine) {
    throw new ConfigurationError(
      keyMismatchMessage(
        master,
        known.map((row) => row.check_value),
      ),
    );
  }
  return new Vault(unwrap(master.key, mine.wrapped));
}

/** Lets a new master key open the database too; the current one keeps working until retired. */
export async function addMasterKey(db: Db, current: MasterKey, next: Buffer): Promise<string> {
  const known = await wraps(db);
  const mine = known.find((row) => row.check_value === keyCheckValue(current.key));
  if (!mine) {
    throw new ConfigurationError(
      keyMismatchMessage(
        current,
        known.map((row) => row.check_value),
      ),
    );
  }
  await recordWrap(db, next, unwrap(current.key, mine.wrapped));
  return keyCheckValue(next);
}

/** Forgets every master key but the given one, which must already open the database. */
export async function retireOtherMasterKeys(db: Db, keep: MasterKey): Promise<string[]> {
  const known = await wraps(db);
  const check = keyCheckValue(keep.key);
  if (!known.some((row) => row.check_value === check)) {
    throw new ConfigurationError(
      keyMismatchMessage(
        keep,
        known.map((row) => row.check_value),
      ),
    );
  }
  const retired = known.map((row) => row.check_value).filter((value) => value !== check);
  if (retired.length > 0) {
    await db.deleteFrom('vault_keys').where('check_value', 'in', retired).execute();
  }
  return retired;
}
