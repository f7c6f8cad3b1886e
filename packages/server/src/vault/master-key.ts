import { hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A start-up problem the operator must fix: the CLI prints its message alone and exits 1. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

export interface MasterKey {
  key: Buffer;
  /** Where it came from, for messages: the variable or the key file. */
  source: string;
}

/** Reads a 32-byte key given as 64 hex characters or base64, else derives one from the passphrase. */
export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const b64 = Buffer.from(trimmed, 'base64');
  if (b64.length === 32 && /^[A-Za-z0-9+/_-]+=*$/.test(trimmed)) return b64;
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(trimmed, 'utf8'), Buffer.alloc(0), 'payframe passphrase', 32),
  );
}

export const MISSING_KEY_WITH_DATABASE_URL =
  'DATABASE_URL is set but PAYFRAME_ENCRYPTION_KEY is not. On PostgreSQL the server may run in ' +
  'several places, or in a container whose files do not outlive it, so it does not generate a key ' +
  'file that the next start might not find (and then could not open what it sealed). Set ' +
  'PAYFRAME_ENCRYPTION_KEY to 32 random bytes, for example `openssl rand -hex 32`, keep a copy ' +
  'somewhere safe, and start again.';

/**
 * The master key: PAYFRAME_ENCRYPTION_KEY, or, on the embedded database only, a key file
 * generated once beside it in the data directory.
 */
export function readMasterKey(options: {
  encryptionKey: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
}): MasterKey {
  if (options.encryptionKey) {
    return { key: parseKey(options.encryptionKey), source: 'PAYFRAME_ENCRYPTION_KEY' };
  }
  if (options.databaseUrl) throw new ConfigurationError(MISSING_KEY_WITH_DATABASE_URL);
  const file = path.join(options.dataDir, 'encryption.key');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  }
  return { key: parseKey(readFileSync(file, 'utf8')), source: `the key file ${file}` };
}
