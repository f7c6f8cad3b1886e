import { describe, expect, it, vi } from 'vitest';
import { watchContentHeight } from './content-height.js';

/** A document whose root height the test sets, with a ResizeObserver the test fires. */
function fakeDocument() {
  let height = 0;
  const observed: unknown[] = [];
  let fire = () => {};
  const disconnect = vi.fn();
  class FakeObserver {
    constructor(callback: () => void) {
      fire = callback;
    }
    observe(target: unknown) {
      observed.push(target);
    }
    disconnect = disconnect;
  }
  const root = { getBoundingClientRect: () => ({ height }) };
  const doc = { documentElement: root, defaultView: { ResizeObserver: FakeObserver } } as unknown as Document;
  return {
    doc,
    root,
    observed,
    disconnect,
    resize(to: number) {
      height = to;
      fire();
    },
  };
}

describe('watchContentHeight', () => {
  it('reports the root height at once and on every change, rounded up, once per value', () => {
    const fake = fakeDocument();
    const report = vi.fn();
    const stop = watchContentHeight(report, fake.doc);
    expect(fake.observed).toEqual([fake.root]);
    fake.resize(301.2);
    fake.resize(301.9);
    fake.resize(412);
    // Shrinking back is reported too: the merchant page must drop the extra height.
    fake.resize(250);
    expect(report.mock.calls.map(([height]) => height)).toEqual([0, 302, 412, 250]);
    stop();
    expect(fake.disconnect).toHaveBeenCalledOnce();
  });
});
