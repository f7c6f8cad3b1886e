import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Ticker } from './background.js';

describe('Ticker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at start, on every interval, and at once when poked', async () => {
    let runs = 0;
    const ticker = new Ticker(
      1000,
      async () => void runs++,
      () => {},
    );
    ticker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    ticker.poke();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(3);
    await ticker.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it('with a minimum gap, answers a burst of pokes with one run once the gap has passed', async () => {
    let runs = 0;
    const ticker = new Ticker(
      1000,
      async () => void runs++,
      () => {},
      'test',
      20,
    );
    ticker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    for (let i = 0; i < 9; i++) {
      ticker.poke();
      await vi.advanceTimersByTimeAsync(2);
    }
    // 18 ms after the first run began: the pokes wait for the gap.
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(runs).toBe(2);
    // A poke long after the last run is answered at once.
    await vi.advanceTimersByTimeAsync(500);
    ticker.poke();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(3);
    await ticker.stop();
  });

  it('runs again after a run that was poked while it ran, the gap counted from its start', async () => {
    let runs = 0;
    let finish: (() => void) | undefined;
    const ticker = new Ticker(
      1000,
      () =>
        new Promise<void>((resolve) => {
          runs++;
          finish = resolve;
        }),
      () => {},
      'test',
      20,
    );
    ticker.start();
    await vi.advanceTimersByTimeAsync(0);
    ticker.poke();
    await vi.advanceTimersByTimeAsync(30);
    expect(runs).toBe(1);
    finish?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2);
    finish?.();
    await ticker.stop();
  });
});
