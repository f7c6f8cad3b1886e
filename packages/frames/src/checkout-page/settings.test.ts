import { describe, expect, it } from 'vitest';
import { readPageStart } from './settings.js';

const fragment = (value: unknown) => `#${btoa(JSON.stringify(value)).replace(/=+$/, '')}`;

function storage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
  } as Storage;
}

const at = (pathname: string, hash = '') => ({ pathname, hash }) as Location;

describe('readPageStart', () => {
  const id = 'cs_test_b1abcdefghijklmnopqrstuvwxyz';
  it('reads the session from the path and the settings from the fragment', () => {
    expect(
      readPageStart(at(`/c/pay/${id}`, fragment({ apiKey: 'pk_test_123', locale: 'fr' })), storage()),
    ).toEqual({
      sessionId: id,
      apiKey: 'pk_test_123',
      locale: 'fr',
      layout: 'multi_item',
    });
  });
  it('keeps the settings for a return without the fragment', () => {
    const kept = storage();
    readPageStart(at(`/c/pay/${id}`, fragment({ apiKey: 'pk_test_123' })), kept);
    expect(readPageStart(at(`/c/pay/${id}`), kept)?.apiKey).toBe('pk_test_123');
  });
  it('starts nothing without a key, with a secret key or for a path that is no session', () => {
    expect(readPageStart(at(`/c/pay/${id}`), storage())).toBeUndefined();
    expect(readPageStart(at(`/c/pay/${id}`, fragment({ apiKey: 'sk_test_123' })), storage())).toBeUndefined();
    expect(readPageStart(at('/c/pay/nope', fragment({ apiKey: 'pk_test_123' })), storage())).toBeUndefined();
  });
});
