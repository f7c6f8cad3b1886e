// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntegrationError } from './integration-error.js';
import { createPayframe } from './payframe.js';
import { type Envelope, envelope, METHOD_CONFIRM_CALLS } from './protocol/index.js';

const ORIGIN = 'https://pay.example';

/** The controller frame stand-in: records what it is sent and answers each request. */
function controller(answer: (message: Envelope) => Record<string, unknown>) {
  const frame = [...document.querySelectorAll('iframe')].find((f) =>
    f.name.startsWith('__payframe_controller'),
  );
  if (!frame) throw new Error('no controller frame');
  const controllerId = JSON.parse(decodeURIComponent(new URL(frame.src).hash.slice(1))).controllerId;
  const sent: Envelope[] = [];
  const reply = (type: 'controller/loaded' | 'controller/response', payload: object, requestId?: string) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: envelope(type, { controllerId, requestId }, payload as never),
        origin: ORIGIN,
        source: frame.contentWindow as MessageEventSource,
      }),
    );
  const postMessage = vi.fn((message: Envelope) => {
    sent.push(message);
    if (message.type === 'controller/request')
      setTimeout(() => reply('controller/response', { result: answer(message) }, message.requestId));
  });
  Object.defineProperty(frame, 'contentWindow', { value: { postMessage }, configurable: true });
  reply('controller/loaded', {});
  return sent;
}

describe('the method-specific confirm calls on the merchant page', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="bank"></div>';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('are all there, none of them listed as not supported', () => {
    const payframe = createPayframe('pk_test_123', { origin: ORIGIN }) as unknown as Record<string, unknown>;
    for (const name of METHOD_CONFIRM_CALLS) expect(typeof payframe[name]).toBe('function');
  });

  it('forward the name, client secret, data and options to the controller and resolve with its answer', async () => {
    const payframe = createPayframe('pk_test_123', { origin: ORIGIN });
    const pending = payframe.confirmP24Payment(
      'pi_1_secret_abc',
      { payment_method: { p24: { bank: 'ing' } }, return_url: 'https://shop.example/done' },
      { handleActions: false },
    );
    const sent = controller(() => ({ paymentIntent: { id: 'pi_1', status: 'requires_action' } }));
    await expect(pending).resolves.toEqual({ paymentIntent: { id: 'pi_1', status: 'requires_action' } });
    const request = sent.find((m) => m.type === 'controller/request');
    expect(request?.payload).toEqual({
      method: 'confirmMethod',
      args: {
        name: 'confirmP24Payment',
        clientSecret: 'pi_1_secret_abc',
        data: { payment_method: { p24: { bank: 'ing' } }, return_url: 'https://shop.example/done' },
        options: { handleActions: false },
      },
      frameIds: [],
    });
  });

  it("throw the controller's integration errors as IntegrationError", async () => {
    const payframe = createPayframe('pk_test_123', { origin: ORIGIN });
    const pending = payframe.confirmIdealPayment(undefined as unknown as string);
    controller(() => ({
      integrationError: { message: 'Invalid value for stripe.confirmIdealPayment intent secret' },
    }));
    await expect(pending).rejects.toThrow(IntegrationError);
  });
  it('hand over an element as its type, collected from in its own frame', async () => {
    const payframe = createPayframe('pk_test_123', { origin: ORIGIN });
    const elements = payframe.elements();
    const ideal = elements.create('idealBank');
    ideal.mount('#bank');
    const pending = payframe.confirmIdealPayment('pi_1_secret_abc', {
      payment_method: { ideal, billing_details: { name: 'Jenny Rosen' } },
    });
    const sent = controller(() => ({ paymentIntent: { id: 'pi_1' } }));
    await pending;
    const request = sent.find((m) => m.type === 'controller/request');
    expect(request?.payload).toMatchObject({
      method: 'confirmMethod',
      args: {
        element: 'idealBank',
        data: { payment_method: { ideal: null, billing_details: { name: 'Jenny Rosen' } } },
      },
      frameIds: [ideal.frameId],
    });
  });
});
