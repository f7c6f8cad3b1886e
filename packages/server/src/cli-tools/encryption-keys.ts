import { openDatabase } from '../db/index.js';
import {
  addMasterKey,
  ConfigurationError,
  keyCheckValue,
  openVault,
  parseKey,
  readMasterKey,
  retireOtherMasterKeys,
} from '../vault/index.js';
import { UsageError } from './args.js';

export const ENCRYPTION_KEY_COMMANDS = ['rotate-encryption', 'retire-encryption'] as const;

/**
 * `payframe keys rotate-encryption`: lets PAYFRAME_NEW_ENCRYPTION_KEY open the database beside
 * the current key, so instances can be restarted with the new key one at a time.
 * `payframe keys retire-encryption`: run with the new key set, forgets every other key.
 */
export async function runEncryptionKeyCommand(
  command: string,
  config: { encryptionKey: string | undefined; dataDir: string; databaseUrl: string | undefined },
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
): Promise<void> {
  const master = readMasterKey(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await openVault(database.db, master);
    if (command === 'rotate-encryption') {
      const next = env.PAYFRAME_NEW_ENCRYPTION_KEY?.trim();
      if (!next) {
        throw new UsageError(
          'rotate-encryption needs the new key in PAYFRAME_NEW_ENCRYPTION_KEY (e.g. `openssl rand -hex 32`), beside the current PAYFRAME_ENCRYPTION_KEY',
        );
      }
      const nextKey = parseKey(next);
      if (nextKey.equals(master.key)) {
        throw new ConfigurationError('PAYFRAME_NEW_ENCRYPTION_KEY is the key already in use.');
      }
      const check = await addMasterKey(database.db, master, nextKey);
      out(
        `The new key (check value ${check}) now opens this database, beside the current one (${keyCheckValue(master.key)}).`,
      );
      out('Restart each instance with PAYFRAME_ENCRYPTION_KEY set to the new key, then run');
      out('`payframe keys retire-encryption` with it to stop accepting the old key.');
      return;
    }
    const retired = await retireOtherMasterKeys(database.db, master);
    out(
      retired.length === 0
        ? `Only this key (check value ${keyCheckValue(master.key)}) opens the database; nothing to retire.`
        : `Retired ${retired.join(', ')}: only this key (check value ${keyCheckValue(master.key)}) opens the database now.`,
    );
  } finally {
    await database.close();
  }
}
