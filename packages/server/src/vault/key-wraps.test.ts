import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { insertKey } from '../accounts/keys.js';
import { openDatabase } from '../db/index.js';
import { DATABASES, freshPostgresDatabase } from '../testing/harness.js';
import { addMasterKey, keyCheckValue, openVault, retireOtherMasterKeys } from './key-wraps.js';
import { ConfigurationError, type MasterKey } from './master-key.js';
import { Vault } from './vault.js';

const master = (): MasterKey => ({ key: randomBytes(32), source: 'PAYFRAME_ENCRYPTION_KEY' });

describe.each(DATABASES)('the vault keys on %s', (kind) => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  async function database() {
    if (kind === 'postgres') {
      const pg = await freshPostgresDatabase();
      const opened = await openDatabase({ databaseUrl: pg.url, dataDir: 'unused' });
      drops.push(async () => {
        await opened.close();
        await pg.drop();
      });
      return opened.db;
    }
    const opened = await openDatabase({ dataDir: 'memory://' });
    drops.push(() => opened.close());
    return opened.db;
  }

  it('records the first key, opens with it again, and refuses another key by name', async () => {
    const db = await database();
    const first = master();
    const sealed = (await openVault(db, first)).seal('sk_test_secret');
    expect((await openVault(db, first)).open(sealed)).toBe('sk_test_secret');

    const other = { key: randomBytes(32), source: 'the key file /data/encryption.key' };
    const refusal = await openVault(db, other).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConfigurationError);
    const message = (refusal as Error).message;
    expect(message).toContain('the key file /data/encryption.key');
    expect(message).toContain(keyCheckValue(other.key));
    expect(message).toContain(keyCheckValue(first.key));
    expect(message).toContain('payframe keys rotate-encryption');
  });

  it('checks a database sealed before keys were recorded against one of its secret keys', async () => {
    const db = await database();
    const before = master();
    await db
      .insertInto('accounts')
      .values({ id: 'acct_old', created: 1, parent_id: null, data: '{}' })
      .execute();
    await insertKey(db, Vault.fromMasterKey(before.key), 'acct_old', 'sk_test_oldoldoldoldoldoldoldold');

    await expect(openVault(db, master())).rejects.toThrow(/not one this database was sealed with/);
    // The right key is accepted and keeps the data keys it always had.
    const vault = await openVault(db, before);
    expect(vault.fingerprint('acct_old', '4242424242424242')).toBe(
      Vault.fromMasterKey(before.key).fingerprint('acct_old', '4242424242424242'),
    );
  });

  it('rotates: both keys open the database until the old one is retired, fingerprints unchanged', async () => {
    const db = await database();
    const old = master();
    const before = await openVault(db, old);
    const sealed = before.seal('4242424242424242');
    const fingerprint = before.fingerprint('acct_1', '4242424242424242');

    const next = master();
    await expect(addMasterKey(db, master(), next.key)).rejects.toThrow(ConfigurationError);
    expect(await addMasterKey(db, old, next.key)).toBe(keyCheckValue(next.key));
    for (const key of [old, next]) {
      const vault = await openVault(db, key);
      expect(vault.open(sealed)).toBe('4242424242424242');
      expect(vault.fingerprint('acct_1', '4242424242424242')).toBe(fingerprint);
    }

    expect(await retireOtherMasterKeys(db, next)).toEqual([keyCheckValue(old.key)]);
    await expect(openVault(db, old)).rejects.toThrow(ConfigurationError);
    expect((await openVault(db, next)).open(sealed)).toBe('4242424242424242');
  });

  it('lets two instances start together on a new database', async () => {
    const db = await database();
    const key = master();
    const [a, b] = await Promise.all([openVault(db, key), openVault(db, key)]);
    expect(b.open(a.seal('same keys'))).toBe('same keys');
  });
});
