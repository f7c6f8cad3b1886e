import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MISSING_KEY_WITH_DATABASE_URL, parseKey, readMasterKey } from './master-key.js';
import { Vault } from './vault.js';

describe('Vault', () => {
  const vault = Vault.fromMasterKey(randomBytes(32));

  it('seals and opens, and never shows the plaintext', () => {
    const sealed = vault.seal('4242424242424242');
    expect(sealed).not.toContain('4242');
    expect(vault.open(sealed)).toBe('4242424242424242');
    expect(vault.seal('4242424242424242')).not.toBe(sealed);
  });

  it('refuses a tampered or foreign ciphertext', () => {
    const sealed = vault.seal('4000000000000002');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => vault.open(tampered)).toThrow();
    expect(() => Vault.fromMasterKey(randomBytes(32)).open(sealed)).toThrow();
  });

  it('fingerprints per account', () => {
    expect(vault.fingerprint('acct_1', '4242424242424242')).toBe(
      vault.fingerprint('acct_1', '4242424242424242'),
    );
    expect(vault.fingerprint('acct_1', '4242424242424242')).not.toBe(
      vault.fingerprint('acct_2', '4242424242424242'),
    );
    expect(vault.fingerprint('acct_1', '4242424242424242')).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('reads hex, base64 and passphrase keys', () => {
    const raw = randomBytes(32);
    expect(parseKey(raw.toString('hex'))).toEqual(raw);
    expect(parseKey(raw.toString('base64'))).toEqual(raw);
    expect(parseKey('correct horse battery staple')).toHaveLength(32);
  });

  it('generates a key file once, readable only by its owner', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vault-'));
    const options = { encryptionKey: undefined, dataDir: dir, databaseUrl: undefined };
    const first = readMasterKey(options);
    expect(readMasterKey(options).key).toEqual(first.key);
    expect(first.source).toContain('encryption.key');
    const file = path.join(dir, 'encryption.key');
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('refuses to generate a key file for PostgreSQL, and says what to set', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vault-'));
    const options = { encryptionKey: undefined, dataDir: dir, databaseUrl: 'postgres://db/payframe' };
    expect(() => readMasterKey(options)).toThrow(MISSING_KEY_WITH_DATABASE_URL);
    expect(MISSING_KEY_WITH_DATABASE_URL).toMatch(/PAYFRAME_ENCRYPTION_KEY/);
    expect(() => readFileSync(path.join(dir, 'encryption.key'))).toThrow();
    const given = randomBytes(32).toString('hex');
    expect(readMasterKey({ ...options, encryptionKey: given }).source).toBe('PAYFRAME_ENCRYPTION_KEY');
  });
});
