// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntegrationError } from './integration-error.js';
import { createPayframe } from './payframe.js';
import { envelope, type MessageType, type PayloadOf } from './protocol/index.js';

const ORIGIN = 'https://pay.example';

function frames(): HTMLIFrameElement[] {
  return [...document.querySelectorAll('iframe')];
}

function paymentFrame(): HTMLIFrameElement {
  const frame = frames().find((f) => f.name.startsWith('__payframe_payment'));
  if (!frame) throw new Error('no payment frame');
  return frame;
}

/** happy-dom loads no frame pages: each frame gets a stand-in window that records what it is sent. */
function fakeWindows() {
  for (const frame of frames()) {
    if (frame.contentWindow) continue;
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: vi.fn() }, configurable: true });
  }
}

function controllerIdOf(frame: HTMLIFrameElement): string {
  return JSON.parse(decodeURIComponent(new URL(frame.src).hash.slice(1))).controllerId;
}

/** A message as the payment frame would post it to the merchant page. */
function fromFrame<T extends MessageType>(
  type: T,
  payload: PayloadOf<T>,
  options: { origin?: string; source?: unknown } = {},
) {
  const frame = paymentFrame();
  const data = envelope(type, { controllerId: controllerIdOf(frame), frameId: 'payment-1' }, payload);
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: options.origin ?? ORIGIN,
      source: (options.source ?? frame.contentWindow) as MessageEventSource,
    }),
  );
}

describe('the Payment Element on the merchant page', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="pay"></div><div id="other"></div>';
    // happy-dom loads no frame pages and says so on the console for every iframe.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  const setup = () => {
    const payframe = createPayframe('pk_test_123', { origin: ORIGIN });
    const elements = payframe.elements({ clientSecret: 'pi_1_secret_abc' });
    return { payframe, elements, element: elements.create('payment') };
  };

  it('mounts one iframe of the Payframe origin, and mounting again is a no-op', () => {
    const { element } = setup();
    element.mount('#pay');
    element.mount('#pay');
    element.mount(document.getElementById('pay')!);
    const frame = paymentFrame();
    expect(document.querySelectorAll('#pay iframe')).toHaveLength(1);
    expect(frame.src.startsWith(`${ORIGIN}/frames/payment.html#`)).toBe(true);
    expect(JSON.parse(decodeURIComponent(new URL(frame.src).hash.slice(1)))).toMatchObject({
      component: 'payment',
      frameId: 'payment-1',
      parentOrigin: window.location.origin,
    });
    // The hidden controller frame of the group.
    expect(frames().filter((f) => f.name.startsWith('__payframe_controller'))).toHaveLength(1);
  });

  it("keeps the client secrets out of the page's DOM: no frame's address or name carries one", () => {
    const payframe = createPayframe('pk_test_123', { origin: ORIGIN });
    const elements = payframe.elements({
      clientSecret: 'pi_1_secret_abc',
      customerSessionClientSecret: 'cuss_secret_def',
    });
    elements.create('payment').mount('#pay');
    expect(frames().length).toBeGreaterThanOrEqual(2);
    // Scripts that record the DOM (session replay, analytics, extensions) read iframe attributes;
    // the secrets go to the controller frame by postMessage only.
    expect(document.documentElement.outerHTML).not.toContain('_secret_');
    for (const frame of frames()) expect(`${frame.src} ${frame.name}`).not.toContain('_secret_');
  });

  it('moves to another node when mounted elsewhere', () => {
    const { element } = setup();
    element.mount('#pay');
    element.mount('#other');
    expect(document.querySelectorAll('#pay iframe')).toHaveLength(0);
    expect(document.querySelectorAll('#other iframe')).toHaveLength(1);
  });

  it('survives React StrictMode: create, mount, destroy, destroy, create, mount', () => {
    const { elements, element } = setup();
    element.mount('#pay');
    element.destroy();
    element.destroy();
    expect(document.querySelectorAll('#pay iframe')).toHaveLength(0);
    expect(elements.getElement('payment')).toBeNull();
    const again = elements.create('payment');
    again.mount('#pay');
    expect(document.querySelectorAll('#pay iframe')).toHaveLength(1);
    expect(elements.getElement('payment')).toBe(again);
    expect(() => element.mount('#pay')).toThrow(IntegrationError);
  });

  it('refuses a second element of the same type and unknown types', () => {
    const { elements } = setup();
    expect(() => elements.create('payment')).toThrow('Can only create one Element of type payment.');
    expect(() => elements.create('nonsense')).toThrow(IntegrationError);
  });

  it('creates one Address Element per mode, and needs the mode', () => {
    const { elements } = setup();
    const shipping = elements.create('address', { mode: 'shipping' });
    const billing = elements.create('address', { mode: 'billing' });
    expect(() => elements.create('address', { mode: 'shipping' })).toThrow(
      'Can only create one Element of type address.',
    );
    expect(() => elements.create('address', {})).toThrow("You must specify a mode ('shipping' or 'billing')");
    expect(elements.getElement('address', { mode: 'billing' })).toBe(billing);
    expect(elements.getElement('address')).toBe(shipping);
    shipping.mount('#other');
    const frame = frames().find((node) => node.name.startsWith('__payframe_address_'));
    expect(frame?.title).toBe('Secure address input frame');
  });

  it('creates one Link Authentication Element, found by getElement, with its default e-mail checked', () => {
    const { elements } = setup();
    expect(() => elements.create('linkAuthentication', { defaultValues: { email: 42 } })).toThrow(
      'defaultValues.email should be a string',
    );
    const link = elements.create('linkAuthentication', { defaultValues: { email: 'jenny@example.com' } });
    expect(() => elements.create('linkAuthentication')).toThrow(
      'Can only create one Element of type linkAuthentication.',
    );
    expect(elements.getElement('linkAuthentication')).toBe(link);
    link.mount('#other');
    const frame = frames().find((node) => node.name.startsWith('__payframe_linkAuthentication'));
    expect(frame?.title).toBe('Secure email input frame');
    expect(JSON.parse(decodeURIComponent(new URL(frame!.src).hash.slice(1)))).toMatchObject({
      component: 'linkAuthentication',
    });
  });

  it('throws for a selector that matches nothing', () => {
    const { element } = setup();
    expect(() => element.mount('#missing')).toThrow(IntegrationError);
  });

  it('sizes the frame from its height messages and re-emits its events', () => {
    const { element } = setup();
    element.mount('#pay');
    fakeWindows();
    const onChange = vi.fn();
    const onReady = vi.fn();
    element.on('change', onChange);
    element.once('ready', onReady);
    fromFrame('element/height', { height: 312.4 });
    expect(paymentFrame().style.height).toBe('313px');
    fromFrame('element/ready', {});
    fromFrame('element/ready', {});
    expect(onReady).toHaveBeenCalledTimes(1);
    const change = {
      elementType: 'payment',
      complete: true,
      empty: false,
      collapsed: false,
      value: { type: 'card' },
    };
    fromFrame('element/change', change);
    expect(onChange).toHaveBeenCalledWith(change);
    element.off('change', onChange);
    fromFrame('element/change', change);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('ignores messages from another origin or another window', () => {
    const { element } = setup();
    element.mount('#pay');
    fakeWindows();
    const onChange = vi.fn();
    element.on('change', onChange);
    const change = { elementType: 'payment', complete: true, empty: false, value: { type: 'card' } };
    fromFrame('element/change', change, { origin: 'https://evil.example' });
    fromFrame('element/change', change, { source: window });
    fromFrame('element/height', { height: 999 }, { origin: 'https://evil.example' });
    expect(onChange).not.toHaveBeenCalled();
    expect(paymentFrame().style.height).toBe('0px');
  });

  it.each([
    ['element/change', { elementType: 'payment', complete: 'yes', empty: false }],
    ['element/change', { elementType: 'payment', empty: false }],
    ['element/height', { height: Number.NaN }],
    ['element/height', { height: -40 }],
    ['element/height', { height: '999px' }],
  ] as const)('ignores a well-formed %s envelope whose payload is ill-shaped: %j', (type, payload) => {
    const { element } = setup();
    element.mount('#pay');
    fakeWindows();
    const onChange = vi.fn();
    element.on('change', onChange);
    // What a broken or hostile frame could post: the types say it cannot, so the cast.
    fromFrame(type, payload as unknown as PayloadOf<typeof type>);
    expect(onChange).not.toHaveBeenCalled();
    expect(paymentFrame().style.height).toBe('0px');
  });

  it('sends the init message to the frame once it has loaded, naming the Payframe origin', () => {
    const { element } = setup();
    element.mount('#pay');
    fakeWindows();
    element.update({ readOnly: true });
    const post = (paymentFrame().contentWindow as unknown as { postMessage: ReturnType<typeof vi.fn> })
      .postMessage;
    expect(post).not.toHaveBeenCalled();
    fromFrame('element/loaded', {});
    expect(post.mock.calls.map(([message, origin]) => [message.type, origin])).toEqual([
      ['element/init', ORIGIN],
      ['element/update', ORIGIN],
    ]);
    expect(post.mock.calls[0]?.[0].payload.options).toEqual({ readOnly: true });
  });

  it('validates options with core and throws its messages', () => {
    const payframe = createPayframe('pk_test_123', { origin: ORIGIN });
    expect(() => payframe.elements({ appearance: { theme: 'sparkly' } })).toThrow(IntegrationError);
    const elements = payframe.elements({ clientSecret: 'pi_1_secret_abc' });
    expect(() => elements.create('payment', { layout: 'grid' })).toThrow(IntegrationError);
  });

  it('refuses secret keys and needs an origin', () => {
    expect(() => createPayframe('sk_test_123', { origin: ORIGIN })).toThrow('secret key');
    expect(() => createPayframe('pk_test_123', {})).toThrow(IntegrationError);
  });

  it('has what @stripe/react-stripe-js checks for', () => {
    const payframe = createPayframe('pk_test_123', { origin: ORIGIN }) as unknown as Record<string, unknown>;
    for (const name of [
      'elements',
      'createToken',
      'createPaymentMethod',
      'confirmCardPayment',
      'registerAppInfo',
      '_registerWrapper',
    ]) {
      expect(typeof payframe[name]).toBe('function');
    }
  });

  it('answers card calls given a Payment Element with the Stripe.js error shape', async () => {
    const { payframe, element } = setup();
    const token = await payframe.createToken(element);
    expect(token).toMatchObject({ error: { type: 'invalid_request_error' } });
    const confirmed = await payframe.confirmCardPayment('pi_1_secret_abc', {
      payment_method: { card: element },
    });
    expect(confirmed).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('rejects confirmPayment without a return_url unless redirect is if_required', async () => {
    const { payframe, elements } = setup();
    await expect(payframe.confirmPayment({ elements, confirmParams: {} })).rejects.toThrow('return_url');
  });
});
