import { describe, expect, it } from 'vitest';
import { newId, randomToken } from './ids.js';

describe('random ids', () => {
  it('makes base62 tokens of the asked length, never the same twice', () => {
    const seen = new Set<string>();
    // More than one block of pooled random bytes, so the refill is crossed.
    for (let i = 0; i < 2000; i++) {
      const token = randomToken(24);
      expect(token).toMatch(/^[A-Za-z0-9]{24}$/);
      seen.add(token);
    }
    expect(seen.size).toBe(2000);
    expect(randomToken(64)).toHaveLength(64);
    expect(newId('pi')).toMatch(/^pi_[A-Za-z0-9]{24}$/);
  });

  it('draws every character about equally often', () => {
    const counts = new Map<string, number>();
    const text = randomToken(62 * 400);
    for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // 400 expected per character; a biased mapping (b % 62 without rejection) skews the first ones.
    for (const n of counts.values()) expect(n).toBeGreaterThan(250);
    for (const n of counts.values()) expect(n).toBeLessThan(560);
  });
});
