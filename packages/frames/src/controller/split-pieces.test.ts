import { SPLIT_CARD_UPDATE_DEBOUNCE_MS } from '@payframe/core/constants';
import { describe, expect, it } from 'vitest';
import { SplitPieces } from './split-pieces.js';

/** Timers the test fires by hand. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  return {
    set: (callback: () => void, ms: number) => {
      expect(ms).toBe(SPLIT_CARD_UPDATE_DEBOUNCE_MS);
      next += 1;
      pending.set(next, callback);
      return next;
    },
    clear: (handle: unknown) => pending.delete(handle as number),
    fire() {
      for (const [id, callback] of [...pending]) {
        pending.delete(id);
        callback();
      }
    },
    get count() {
      return pending.size;
    },
  };
}

describe('split card MOUNTED / UNMOUNTED bookkeeping', () => {
  it('knows which split elements are mounted and which required ones are missing', () => {
    const pieces = new SplitPieces(manualTimers());
    expect(pieces.missing()).toEqual([]);
    pieces.report('n1', 'cardNumber', true);
    expect(pieces.missing()).toEqual(['cardExpiry', 'cardCvc']);
    pieces.report('e1', 'cardExpiry', true);
    pieces.report('c1', 'cardCvc', true);
    pieces.report('p1', 'postalCode', true);
    expect(pieces.missing()).toEqual([]);
    expect(pieces.components()).toEqual(['cardCvc', 'cardExpiry', 'cardNumber', 'postalCode']);
    expect(pieces.frameIds()).toEqual(['n1', 'e1', 'c1', 'p1']);
  });

  it('counts an UNMOUNTED report only after the 500 ms debounce', () => {
    const timers = manualTimers();
    const pieces = new SplitPieces(timers);
    pieces.report('n1', 'cardNumber', true);
    pieces.report('e1', 'cardExpiry', true);
    pieces.report('c1', 'cardCvc', true);
    pieces.report('c1', 'cardCvc', false);
    expect(pieces.missing()).toEqual([]);
    timers.fire();
    expect(pieces.missing()).toEqual(['cardCvc']);
  });

  it('a remount within the debounce cancels the UNMOUNTED (React StrictMode mounts twice)', () => {
    const timers = manualTimers();
    const pieces = new SplitPieces(timers);
    pieces.report('n1', 'cardNumber', true);
    pieces.report('n1', 'cardNumber', false);
    pieces.report('n1', 'cardNumber', true);
    expect(timers.count).toBe(0);
    timers.fire();
    expect(pieces.components()).toEqual(['cardNumber']);
  });

  it('ignores the combined card and other frames', () => {
    const pieces = new SplitPieces(manualTimers());
    pieces.report('card-1', 'card', true);
    pieces.report('payment-1', 'payment', true);
    expect(pieces.components()).toEqual([]);
    expect(pieces.missing()).toEqual([]);
  });
});
