// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOnramp, type OnrampEvent } from './onramp.js';

const ORIGIN = 'https://pay.example';
const SECRET = 'cos_123_secret_abc';

const settingsOf = (frame: HTMLIFrameElement) => {
  const raw = new URL(frame.src).hash.slice(1).replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(raw));
};

describe('PayframeOnramp on the merchant page', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="onramp"></div>';
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('mounts the onramp frame with the key, the client secret and the page origin in its fragment', () => {
    const session = createOnramp('pk_test_123', ORIGIN).createSession({
      clientSecret: SECRET,
      appearance: { theme: 'dark' },
    });
    session.mount('#onramp');
    const frame = document.querySelector('iframe')!;
    expect(frame.src.startsWith(`${ORIGIN}/crypto/onramp#`)).toBe(true);
    expect(settingsOf(frame)).toEqual({
      apiKey: 'pk_test_123',
      clientSecret: SECRET,
      parentOrigin: window.location.origin,
      theme: 'dark',
      locale: 'auto',
    });
    expect(() => session.mount('#onramp')).toThrow(/already mounted/);
  });

  it('refuses a missing key or a client secret that is not a session one', () => {
    expect(() => createOnramp('sk_test_123', ORIGIN)).toThrow(/publishable key/);
    expect(() =>
      createOnramp('pk_test_123', ORIGIN).createSession({ clientSecret: 'pi_1_secret_2' }),
    ).toThrow(/clientSecret/);
  });

  it('hands the session to its listeners only from its own frame on the Payframe origin', () => {
    const session = createOnramp('pk_test_123', ORIGIN).createSession({ clientSecret: SECRET });
    const heard: OnrampEvent[] = [];
    session.addEventListener('onramp_session_updated', (event) => heard.push(event));
    session.mount('#onramp');
    const frame = document.querySelector('iframe')!;
    const message = {
      source: 'payframe-onramp',
      type: 'onramp_session_updated',
      session: { status: 'requires_payment' },
    };
    // What the window's message listener is handed, without a real cross-origin frame.
    const receive = (session as unknown as { receive(e: MessageEvent): void }).receive.bind(session);
    const send = (origin: string, source: unknown, data: unknown = message) =>
      receive({ origin, source, data } as MessageEvent);
    send('https://evil.example', frame.contentWindow);
    send(ORIGIN, window);
    send(ORIGIN, frame.contentWindow, { ...message, session: 'not an object' });
    send(ORIGIN, frame.contentWindow, { ...message, type: 'card_number' });
    expect(heard).toEqual([]);
    send(ORIGIN, frame.contentWindow);
    expect(heard).toEqual([
      { type: 'onramp_session_updated', payload: { session: { status: 'requires_payment' } } },
    ]);
    send(ORIGIN, frame.contentWindow, { source: 'payframe-onramp', type: 'height', height: 612.2 });
    expect(frame.style.height).toBe('613px');
  });

  it('unmounts: the frame leaves the page, its messages are no longer heard, and it may mount again', () => {
    const session = createOnramp('pk_test_123', ORIGIN).createSession({ clientSecret: SECRET });
    const heard: OnrampEvent[] = [];
    session.addEventListener('onramp_ui_loaded', (event) => heard.push(event));
    session.mount('#onramp');
    const frame = document.querySelector('iframe')!;
    session.unmount();
    expect(document.querySelector('iframe')).toBeNull();
    const receive = (session as unknown as { receive(e: MessageEvent): void }).receive.bind(session);
    receive({
      origin: ORIGIN,
      source: frame.contentWindow,
      data: { source: 'payframe-onramp', type: 'onramp_ui_loaded', session: {} },
    } as MessageEvent);
    expect(heard).toEqual([]);
    session.mount('#onramp');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });
});
