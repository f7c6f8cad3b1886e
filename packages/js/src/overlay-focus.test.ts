// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPayframe } from './payframe.js';
import { envelope, type MessageType, type PayloadOf } from './protocol/index.js';

const ORIGIN = 'https://pay.example';

function frameNamed(prefix: string): HTMLIFrameElement | undefined {
  return [...document.querySelectorAll('iframe')].find((f) => f.name.startsWith(prefix));
}

/** The controller frame stand-in, loaded; returns how to post as it. */
function loadedController() {
  const frame = frameNamed('__payframe_controller');
  if (!frame) throw new Error('no controller frame');
  const controllerId = JSON.parse(decodeURIComponent(new URL(frame.src).hash.slice(1))).controllerId;
  Object.defineProperty(frame, 'contentWindow', { value: { postMessage: vi.fn() }, configurable: true });
  const post = <T extends MessageType>(type: T, payload: PayloadOf<T>) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: envelope(type, { controllerId }, payload),
        origin: ORIGIN,
        source: frame.contentWindow as MessageEventSource,
      }),
    );
  post('controller/loaded', {} as never);
  return post;
}

describe('the modal overlay and the keyboard', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('takes the focus once its page has loaded, and gives it back where it was when it closes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<button id="pay">Pay</button>';
    const pay = document.getElementById('pay') as HTMLButtonElement;
    pay.focus();
    createPayframe('pk_test_123', { origin: ORIGIN }).elements();
    const post = loadedController();

    post('controller/show-challenge', { frameId: 'challenge-1' });
    const overlay = frameNamed('__payframe_challenge');
    expect(overlay).toBeDefined();
    // Not before: a frame focused before it navigates loses the focus.
    expect(document.activeElement).toBe(pay);
    overlay!.dispatchEvent(new Event('load'));
    expect(document.activeElement).toBe(overlay);

    post('controller/hide-challenge', { frameId: 'challenge-1' });
    expect(frameNamed('__payframe_challenge')).toBeUndefined();
    expect(document.activeElement).toBe(pay);
  });
});
