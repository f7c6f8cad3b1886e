import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The three keys the vault works with. They are derived once from the first master key a
 * database sees and then kept in the database, wrapped under each master key allowed to open
 * it (./key-wraps.ts), so changing the master key re-wraps three keys instead of re-sealing
 * every secret, and card fingerprints stay the same across the change.
 */
export interface DataKeys {
  /** AES-256-GCM key sealing card numbers, IBANs, secret API keys and stored answers. */
  seal: Buffer;
  /** HMAC key of card and account fingerprints. */
  fingerprint: Buffer;
  /** HMAC key of idempotent requests' hashes. */
  request: Buffer;
}

/** The data keys a master key stands for when a database has none recorded yet. */
export function deriveDataKeys(masterKey: Buffer): DataKeys {
  if (masterKey.length !== 32) throw new Error('the encryption key must be 32 bytes');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), info, 32));
  return {
    seal: derive('payframe seal'),
    fingerprint: derive('payframe fingerprint'),
    request: derive('payframe request hash'),
  };
}

/** Seals secrets at rest with AES-256-GCM, and makes keyed fingerprints and request hashes. */
export class Vault {
  readonly #keys: DataKeys;

  constructor(keys: DataKeys) {
    this.#keys = keys;
  }

  /** A vault whose data keys come straight from a master key (tests, and a database's first start). */
  static fromMasterKey(masterKey: Buffer): Vault {
    return new Vault(deriveDataKeys(masterKey));
  }

  /**
   * A keyed hash of a request, for telling a retry from another request under one idempotency
   * key: without the master key, a copy of the database cannot test guesses against it.
   */
  requestMac(text: string): string {
    return createHmac('sha256', this.#keys.request).update(text).digest('hex');
  }

  seal(plaintext: string): string {
    return sealWith(this.#keys.seal, plaintext);
  }

  open(sealed: string): string {
    return openWith(this.#keys.seal, sealed);
  }

  /** A stable, per-account fingerprint of a card number or IBAN that reveals nothing about it. */
  fingerprint(accountId: string, value: string): string {
    const mac = createHmac('sha256', this.#keys.fingerprint).update(`${accountId}:${value}`).digest('base64');
    return mac.replace(/[^A-Za-z0-9]/g, '').slice(0, 16);
  }
}

export function sealWith(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Opens what sealWith sealed under the same key; throws on any other key or a tampered text. */
export function openWith(key: Buffer, sealed: string): string {
  if (!sealed.startsWith('v1.')) throw new Error('unknown sealed format');
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
