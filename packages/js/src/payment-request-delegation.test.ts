// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPayframe } from './payframe.js';
import { type Envelope, envelope } from './protocol/index.js';

const ORIGIN = 'https://pay.example';

/** The controller frame stand-in: records each message with the options it was posted with. */
function controller() {
  const frame = [...document.querySelectorAll('iframe')].find((f) =>
    f.name.startsWith('__payframe_controller'),
  );
  if (!frame) throw new Error('no controller frame');
  const controllerId = JSON.parse(decodeURIComponent(new URL(frame.src).hash.slice(1))).controllerId;
  const posted: Array<{ message: Envelope; options: unknown }> = [];
  const postMessage = vi.fn((message: Envelope, options: unknown) => posted.push({ message, options }));
  Object.defineProperty(frame, 'contentWindow', { value: { postMessage }, configurable: true });
  window.dispatchEvent(
    new MessageEvent('message', {
      data: envelope('controller/loaded', { controllerId }, {} as never),
      origin: ORIGIN,
      source: frame.contentWindow as MessageEventSource,
    }),
  );
  return posted;
}

describe("paymentRequest.show() lends the page's click to the controller frame", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('posts show with capability delegation for the Payment Request API, and nothing else with it', async () => {
    const payframe = createPayframe('pk_live_123', { origin: ORIGIN });
    const request = payframe.paymentRequest({
      country: 'US',
      currency: 'usd',
      total: { label: 'Tee', amount: 2500 },
    });
    void request.canMakePayment();
    request.show();
    // The calls wait, queued, until the controller frame has loaded.
    const posted = controller();
    await vi.waitFor(() =>
      expect(posted.filter((p) => p.message.type === 'controller/request')).toHaveLength(2),
    );
    const [ask, show] = posted.filter((p) => p.message.type === 'controller/request');
    expect((ask!.message.payload as { method: string }).method).toBe('paymentRequestCanMakePayment');
    expect(ask!.options).toEqual({ targetOrigin: ORIGIN });
    expect((show!.message.payload as { method: string }).method).toBe('paymentRequestShow');
    expect(show!.options).toEqual({ targetOrigin: ORIGIN, delegate: 'payment' });
  });
});
