import { describe, expect, it } from 'vitest';
import { deliverySettings, retryDelayMs } from './retry-schedule.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('retry schedule', () => {
  const production = deliverySettings({ pollMs: 1000, timeoutMs: 10_000 });

  it.each([
    [1, MINUTE],
    [2, 5 * MINUTE],
    [3, 30 * MINUTE],
    [4, 2 * HOUR],
    [5, 5 * HOUR],
    [6, 10 * HOUR],
    [7, 12 * HOUR],
    [10, 12 * HOUR],
    [11, undefined],
  ])('after %i failed attempts waits %s ms', (attempts, delay) => {
    expect(retryDelayMs(attempts, production)).toBe(delay);
  });

  it('keeps retrying for up to three days in production', () => {
    let total = 0;
    for (let attempts = 1; ; attempts++) {
      const delay = retryDelayMs(attempts, production);
      if (delay === undefined) break;
      total += delay;
    }
    expect(total).toBeGreaterThan(2.5 * 24 * HOUR);
    expect(total).toBeLessThanOrEqual(3 * 24 * HOUR);
  });

  it('scales with the configured base and stops at the configured last attempt', () => {
    const fast = deliverySettings({ pollMs: 50, timeoutMs: 1000, retryBaseMs: 10, maxAttempts: 3 });
    expect([1, 2, 3].map((n) => retryDelayMs(n, fast))).toEqual([10, 50, undefined]);
  });
});
