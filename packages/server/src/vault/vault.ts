import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Seals secrets at rest with AES-256-GCM: full card numbers, IBANs and secret API keys.
 * The master key comes from PAYFRAME_ENCRYPTION_KEY or a key file generated once in the data directory.
 */
export class Vault {
  readonly #key: Buffer;
  readonly #fingerprintKey: Buffer;
  readonly #requestKey: Buffer;

  constructor(masterKey: Buffer) {
    if (masterKey.length !== 32) throw new Error('the encryption key must be 32 bytes');
    this.#key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'payframe seal', 32));
    this.#fingerprintKey = Buffer.from(
      hkdfSync('sha256', masterKey, Buffer.alloc(0), 'payframe fingerprint', 32),
    );
    this.#requestKey = Buffer.from(
      hkdfSync('sha256', masterKey, Buffer.alloc(0), 'payframe request hash', 32),
    );
  }

  /**
   * A keyed hash of a request, for telling a retry from another request under one idempotency
   * key: without the master key, a copy of the database cannot test guesses against it.
   */
  requestMac(text: string): string {
    return createHmac('sha256', this.#requestKey).update(text).digest('hex');
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  open(sealed: string): string {
    if (!sealed.startsWith('v1.')) throw new Error('unknown sealed format');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  /** A stable, per-account fingerprint of a card number or IBAN that reveals nothing about it. */
  fingerprint(accountId: string, value: string): string {
    const mac = createHmac('sha256', this.#fingerprintKey).update(`${accountId}:${value}`).digest('base64');
    return mac.replace(/[^A-Za-z0-9]/g, '').slice(0, 16);
  }
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

export function loadVault(encryptionKey: string | undefined, dataDir: string): Vault {
  if (encryptionKey) return new Vault(parseKey(encryptionKey));
  const file = path.join(dataDir, 'encryption.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  }
  return new Vault(parseKey(readFileSync(file, 'utf8')));
}
