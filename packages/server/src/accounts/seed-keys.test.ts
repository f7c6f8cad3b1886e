import { describe, expect, it } from 'vitest';
import { checkSeedKey, MIN_SEED_KEY_LENGTH } from './accounts.js';

describe('operator-chosen keys', () => {
  it.each([
    ['sk_test_12345678', 'secret', /at least 24 random/],
    ['sk_test_' + 'a'.repeat(MIN_SEED_KEY_LENGTH - 1), 'secret', /at least 24 random/],
    ['pk_test_' + 'b'.repeat(10), 'publishable', /at least 24 random/],
    ['sk_live_' + 'c'.repeat(40), 'secret', /must be a test secret key/],
    ['pk_test_' + 'd'.repeat(40), 'secret', /must be a test secret key/],
  ] as const)('refuses %s as a %s key', (key, kind, message) => {
    expect(() => checkSeedKey(key, kind, 'PAYFRAME_KEY')).toThrow(message);
  });

  it('takes a test key with enough random characters, and no key at all', () => {
    expect(() => checkSeedKey(`sk_test_${'a1'.repeat(12)}`, 'secret', 'PAYFRAME_SECRET_KEY')).not.toThrow();
    expect(() => checkSeedKey(undefined, 'publishable', 'PAYFRAME_PUBLISHABLE_KEY')).not.toThrow();
  });

  it('never shows the whole key in its error', () => {
    const key = 'sk_test_short1234';
    expect(() => checkSeedKey(key.replace('sk_', 'pk_'), 'secret', 'PAYFRAME_SECRET_KEY')).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('short1234') }),
    );
  });
});
