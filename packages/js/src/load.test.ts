// @vitest-environment happy-dom
import { SCRIPT_LOAD_TIMEOUT_MS } from '@payframe/core/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPayframe } from './load.js';
import { loadPayframeOnramp } from './onramp/load.js';

const ORIGIN = 'http://payframe.test';

/** The script tags loadPayframe added, kept out of the document so nothing is fetched. */
function captureScripts(): HTMLScriptElement[] {
  const added: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    added.push(node as unknown as HTMLScriptElement);
    return node;
  });
  return added;
}

describe('loadPayframe', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete (window as unknown as { Payframe?: unknown }).Payframe;
    delete (window as unknown as { PayframeOnramp?: unknown }).PayframeOnramp;
  });

  it('gives up on a script that never loads within the time-out, and tries again on the next call', async () => {
    const scripts = captureScripts();
    const first = loadPayframe('pk_test_x', { origin: ORIGIN });
    const settled = expect(first).rejects.toThrow(
      `payframe.js did not load from ${ORIGIN} within 120 seconds.`,
    );
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS - 1);
    expect(scripts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;

    const second = loadPayframe('pk_test_x', { origin: ORIGIN });
    expect(scripts).toHaveLength(2);
    const factory = vi.fn(() => ({ ok: true }));
    (window as unknown as { Payframe?: unknown }).Payframe = factory;
    scripts[1]?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toEqual({ ok: true });
    expect(factory).toHaveBeenCalledWith('pk_test_x', { origin: ORIGIN });
    // The timer of a script that did load fails nothing later.
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS * 2);
    await expect(loadPayframe('pk_test_x', { origin: ORIGIN })).resolves.toEqual({ ok: true });
  });

  // First: a script that loaded stays loaded for the page's life.
  it('says which script failed to load', async () => {
    const scripts = captureScripts();
    const pending = loadPayframeOnramp('pk_test_x', { origin: ORIGIN });
    scripts[0]?.dispatchEvent(new Event('error'));
    await expect(pending).rejects.toThrow(`Failed to load onramp.js from ${ORIGIN}.`);
  });

  it('loads onramp.js on its own and resolves to the onramp object for the key', async () => {
    const scripts = captureScripts();
    const pending = loadPayframeOnramp('pk_test_x', { origin: `${ORIGIN}/some/path` });
    expect(scripts.map((script) => script.src)).toEqual([`${ORIGIN}/v1/onramp.js`]);
    const factory = vi.fn(() => ({ createSession: () => null }));
    (window as unknown as { PayframeOnramp?: unknown }).PayframeOnramp = factory;
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toHaveProperty('createSession');
    expect(factory).toHaveBeenCalledWith('pk_test_x');
  });
});
