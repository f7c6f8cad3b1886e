// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPayframe } from './payframe.js';
import { envelope, type MessageType, type PayloadOf } from './protocol/index.js';

const ORIGIN = 'https://pay.example';

function expressFrame(): HTMLIFrameElement {
  const frame = [...document.querySelectorAll('iframe')].find((f) =>
    f.src.includes('/expressCheckout.html#'),
  );
  if (!frame) throw new Error('no express checkout frame');
  if (!frame.contentWindow)
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: vi.fn() }, configurable: true });
  return frame;
}

function fromFrame<T extends MessageType>(type: T, payload: PayloadOf<T>) {
  const frame = expressFrame();
  const hash = JSON.parse(decodeURIComponent(new URL(frame.src).hash.slice(1)));
  const data = envelope(type, { controllerId: hash.controllerId, frameId: hash.frameId }, payload);
  window.dispatchEvent(
    new MessageEvent('message', { data, origin: ORIGIN, source: frame.contentWindow as MessageEventSource }),
  );
}

/** What the page posted to the frame, by type. */
function posted(type: string): Record<string, unknown>[] {
  const post = (expressFrame().contentWindow as unknown as { postMessage: ReturnType<typeof vi.fn> })
    .postMessage;
  return post.mock.calls
    .map(([message]) => message)
    .filter((m) => m.type === type)
    .map((m) => m.payload);
}

describe('the Express Checkout Element on the merchant page', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="express"></div>';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  const mounted = () => {
    const payframe = createPayframe('pk_test_123', { origin: ORIGIN });
    const elements = payframe.elements({ mode: 'payment', amount: 2500, currency: 'usd' });
    const element = elements.create('expressCheckout', { buttonTheme: { googlePay: 'white' } });
    element.mount('#express');
    fromFrame('element/loaded', {});
    return element;
  };

  it('is created, mounts its own frame and hands it its options', () => {
    mounted();
    expect(posted('element/init')).toEqual([
      { elementType: 'expressCheckout', options: { buttonTheme: { googlePay: 'white' } } },
    ]);
  });

  it('throws an IntegrationError for bad options at create() and update(), before the frame sees them', () => {
    const payframe = createPayframe('pk_test_123', { origin: ORIGIN });
    const elements = payframe.elements({ mode: 'payment', amount: 2500, currency: 'usd' });
    expect(() => elements.create('expressCheckout', { buttonHeight: 80 })).toThrow(
      expect.objectContaining({ name: 'IntegrationError' }),
    );
    expect(() => elements.create('expressCheckout', { buttonType: { googlePay: 'nope' } })).toThrow(
      /buttonType\.googlePay/,
    );
    expect(() => elements.create('expressCheckout', { paymentMethods: { paypal: 'sometimes' } })).toThrow(
      /paymentMethods\.paypal/,
    );
    // A refused create leaves no element behind: a good one may still be made.
    const element = elements.create('expressCheckout', { buttonTheme: { googlePay: 'white' } });
    element.mount('#express');
    fromFrame('element/loaded', {});
    expect(() => element.update({ layout: { maxColumns: -1 } })).toThrow(/layout\.maxColumns/);
    expect(posted('element/update')).toEqual([]);
    element.update({ buttonHeight: 50 });
    expect(posted('element/update')).toEqual([{ options: { buttonHeight: 50 } }]);
  });

  it('reports ready with the available payment methods', () => {
    const element = mounted();
    const onReady = vi.fn();
    element.on('ready', onReady);
    fromFrame('element/ready', { availablePaymentMethods: { googlePay: true, applePay: false } });
    expect(onReady).toHaveBeenCalledWith({
      elementType: 'expressCheckout',
      availablePaymentMethods: { googlePay: true, applePay: false },
    });
  });

  it("hands the merchant's resolve and reject back to the frame", () => {
    const element = mounted();
    element.on('click', (event: { resolve(value: unknown): void; expressPaymentType: string }) => {
      expect(event.expressPaymentType).toBe('google_pay');
      event.resolve({ lineItems: [{ name: 'Tee', amount: 2500 }] });
    });
    element.on('shippingratechange', (event: { reject(): void }) => event.reject());
    fromFrame('element/event', {
      event: 'click',
      data: { elementType: 'expressCheckout', expressPaymentType: 'google_pay' },
      reply: 'click_1',
    });
    fromFrame('element/event', { event: 'shippingratechange', data: {}, reply: 'shippingratechange_2' });
    expect(posted('element/reply')).toEqual([
      { reply: 'click_1', ok: true, value: { lineItems: [{ name: 'Tee', amount: 2500 }] } },
      { reply: 'shippingratechange_2', ok: false },
    ]);
  });

  it('resolves at once an event no handler listens to (the sheet opens without a click handler)', () => {
    mounted();
    fromFrame('element/event', { event: 'click', data: {}, reply: 'click_1' });
    expect(posted('element/reply')).toEqual([{ reply: 'click_1', ok: true }]);
  });
});
