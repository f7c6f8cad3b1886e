// @vitest-environment happy-dom
import { act, createElement as h, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CryptoElements,
  OnrampElement,
  type OnrampSessionEvent,
  type OnrampSessionInstance,
  type PayframeOnramp,
  useStripeOnramp,
} from './crypto-elements.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An onramp that records its sessions and lets the test fire their events. */
class FakeOnramp implements PayframeOnramp {
  readonly sessions: {
    options: Record<string, unknown>;
    host: HTMLElement | null;
    unmounted: boolean;
    fire(type: OnrampSessionEvent['type'], status: string): void;
  }[] = [];

  createSession(options: { clientSecret: string }): OnrampSessionInstance {
    const handlers = new Map<string, (event: OnrampSessionEvent) => void>();
    const record = {
      options,
      host: null as HTMLElement | null,
      unmounted: false,
      fire: (type: OnrampSessionEvent['type'], status: string) =>
        handlers.get(type)?.({ type, payload: { session: { status } } }),
    };
    this.sessions.push(record);
    return {
      mount(target) {
        record.host = target;
        target.append(Object.assign(document.createElement('div'), { className: 'frame' }));
      },
      unmount() {
        record.unmounted = true;
        record.host?.replaceChildren();
      },
      addEventListener(type, handler) {
        handlers.set(type, handler);
      },
    };
  }
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('<CryptoElements> and <OnrampElement>', () => {
  it('mounts the session once the onramp promise resolves, with its events, and again for a new client secret', async () => {
    const onramp = new FakeOnramp();
    let resolve!: (value: PayframeOnramp) => void;
    const promise = new Promise<PayframeOnramp>((r) => {
      resolve = r;
    });
    const updates: string[] = [];
    const view = (clientSecret: string) =>
      h(
        StrictMode,
        null,
        h(
          CryptoElements,
          { stripeOnramp: promise },
          h(OnrampElement, {
            id: 'onramp',
            clientSecret,
            appearance: { theme: 'dark' },
            onReady: (e: OnrampSessionEvent) => updates.push(`ready:${e.payload.session.status}`),
            onChange: (e: OnrampSessionEvent) => updates.push(`updated:${e.payload.session.status}`),
          }),
        ),
      );
    await act(async () => root.render(view('cos_1_secret_a')));
    expect(onramp.sessions).toHaveLength(0);
    await act(async () => resolve(onramp));
    const live = onramp.sessions.filter((s) => !s.unmounted);
    expect(live).toHaveLength(1);
    expect(live[0]?.options).toEqual({ clientSecret: 'cos_1_secret_a', appearance: { theme: 'dark' } });
    expect(container.querySelectorAll('#onramp .frame')).toHaveLength(1);
    live[0]?.fire('onramp_ui_loaded', 'initialized');
    live[0]?.fire('onramp_session_updated', 'requires_payment');
    expect(updates).toEqual(['ready:initialized', 'updated:requires_payment']);

    await act(async () => root.render(view('cos_2_secret_b')));
    const now = onramp.sessions.filter((s) => !s.unmounted);
    expect(now.map((s) => s.options.clientSecret)).toEqual(['cos_2_secret_b']);
    expect(container.querySelectorAll('#onramp .frame')).toHaveLength(1);
  });

  it('answers the onramp object to useStripeOnramp, and refuses a hook outside CryptoElements', async () => {
    const onramp = new FakeOnramp();
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useStripeOnramp());
      return null;
    }
    await act(async () => root.render(h(CryptoElements, { stripeOnramp: onramp }, h(Probe))));
    expect(seen.at(-1)).toBe(onramp);
    expect(() => act(() => root.render(h(Probe)))).toThrow(/needs a <CryptoElements>/);
  });
});
