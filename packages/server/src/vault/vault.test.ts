import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVault, parseKey, Vault } from './vault.js';

describe('Vault', () => {
  const vault = new Vault(randomBytes(32));

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
    expect(() => new Vault(randomBytes(32)).open(sealed)).toThrow();
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
    const sealed = loadVault(undefined, dir).seal('secret');
    expect(loadVault(undefined, dir).open(sealed)).toBe('secret');
    const file = path.join(dir, 'encryption.key');
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o077).toBe(0);
  });
});
