// @vitest-environment happy-dom
import { act, createElement as h, StrictMode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressElement, CardElement, LinkAuthenticationElement, PaymentElement } from './components.js';
import { Elements, ElementsConsumer, useElements, usePayframe, useStripe } from './elements-context.js';
import { FakePayframe } from './fake-payframe.fixture.js';
import type { ElementsContextValue } from './types.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

/** Reports what the hooks answer. */
function HookProbe({ report }: { report: (value: ElementsContextValue & { payframe: unknown }) => void }) {
  report({ stripe: useStripe(), elements: useElements(), payframe: usePayframe() });
  return null;
}

function ConsumerProbe({ report }: { report: (value: ElementsContextValue) => void }) {
  return h(ElementsConsumer, null, ((ctx: ElementsContextValue) => {
    report(ctx);
    return null;
  }) as never);
}

function LayoutSwitch({ expose }: { expose: (set: (layout: string) => void) => void }) {
  const [layout, setLayout] = useState('tabs');
  expose(setLayout);
  return h(AddressElement, { options: { mode: 'billing', layout } });
}

async function render(node: Parameters<Root['render']>[0]) {
  await act(async () => root.render(node));
}

describe('<Elements>', () => {
  it('creates one elements group with the options, even under StrictMode', async () => {
    const payframe = new FakePayframe();
    await render(
      h(StrictMode, null, h(Elements, { stripe: payframe, options: { clientSecret: 'pi_1_secret_2' } })),
    );
    expect(payframe.groups).toHaveLength(1);
    expect(payframe.groups[0]!.options).toEqual({ clientSecret: 'pi_1_secret_2' });
  });

  it('waits for a promise of the object, then creates the group once', async () => {
    const payframe = new FakePayframe();
    let seen: ElementsContextValue | undefined;
    const report = (value: ElementsContextValue) => {
      seen = value;
    };
    await render(
      h(StrictMode, null, h(Elements, { stripe: Promise.resolve(payframe) }, h(HookProbe, { report }))),
    );
    expect(payframe.groups).toHaveLength(1);
    expect(seen?.stripe).toBe(payframe);
    expect(seen?.elements).toBe(payframe.groups[0]);
  });

  it('refuses an object that is not a Payframe (or Stripe) object', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(render(h(Elements, { stripe: { elements: () => null } as never }))).rejects.toThrow(
      'Invalid prop `stripe`',
    );
    error.mockRestore();
  });

  it('sends changed options to elements.update, but not clientSecret', async () => {
    const payframe = new FakePayframe();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render(
      h(Elements, { stripe: payframe, options: { clientSecret: 'a', appearance: { theme: 'stripe' } } }),
    );
    await render(
      h(Elements, { stripe: payframe, options: { clientSecret: 'a', appearance: { theme: 'stripe' } } }),
    );
    expect(payframe.groups[0]!.updates).toEqual([]);
    await render(
      h(Elements, { stripe: payframe, options: { clientSecret: 'b', appearance: { theme: 'night' } } }),
    );
    expect(payframe.groups[0]!.updates).toEqual([{ appearance: { theme: 'night' } }]);
    expect(warn).toHaveBeenCalledWith(
      'Unsupported prop change: options.clientSecret is not a mutable property.',
    );
    warn.mockRestore();
  });

  it('gives ElementsConsumer and usePayframe the same context', async () => {
    const payframe = new FakePayframe();
    let fromConsumer: ElementsContextValue | undefined;
    let fromHook: unknown;
    await render(
      h(
        Elements,
        { stripe: payframe },
        h(ConsumerProbe, {
          report: (ctx) => {
            fromConsumer = ctx;
          },
        }),
        h(HookProbe, {
          report: (value) => {
            fromHook = value.payframe;
          },
        }),
      ),
    );
    expect(fromConsumer?.stripe).toBe(payframe);
    expect(fromHook).toBe(payframe);
  });

  it('says what is missing when a hook is used outside <Elements>', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(render(h(HookProbe, { report: () => {} }))).rejects.toThrow(
      'You need to wrap the part of your app that calls useStripe()',
    );
    error.mockRestore();
  });
});

describe('element components', () => {
  it('creates, mounts and destroys the element once per real mount under StrictMode', async () => {
    const payframe = new FakePayframe();
    await render(
      h(
        StrictMode,
        null,
        h(Elements, { stripe: payframe }, h(PaymentElement, { id: 'pe', options: { layout: 'tabs' } })),
      ),
    );
    const group = payframe.groups[0]!;
    const live = group.created.filter((e) => e.destroyed === 0);
    expect(live).toHaveLength(1);
    expect(live[0]!.type).toBe('payment');
    expect(live[0]!.options).toEqual({ layout: 'tabs' });
    expect(live[0]!.mountedIn).toBe(container.querySelector('#pe'));
    await act(async () => root.render(null));
    expect(group.created.every((e) => e.destroyed === 1)).toBe(true);
  });

  it('creates the Link Authentication Element with its default e-mail and forwards its change events', async () => {
    const payframe = new FakePayframe();
    const onChange = vi.fn();
    const options = { defaultValues: { email: 'jenny@example.com' } };
    await render(
      h(Elements, { stripe: payframe }, h(LinkAuthenticationElement, { id: 'link', options, onChange })),
    );
    const element = payframe.groups[0]!.created[0]!;
    expect(element.type).toBe('linkAuthentication');
    expect(element.options).toEqual(options);
    expect(element.mountedIn).toBe(container.querySelector('#link'));
    const change = {
      elementType: 'linkAuthentication',
      complete: true,
      empty: false,
      value: { email: 'jenny@example.com' },
    };
    act(() => element.emit('change', change));
    expect(onChange).toHaveBeenCalledWith(change);
  });

  it('forwards events to the callback props, the latest callback each time', async () => {
    const payframe = new FakePayframe();
    const first = vi.fn();
    const second = vi.fn();
    const onReady = vi.fn();
    const onFocus = vi.fn();
    const onEscape = vi.fn();
    const onLoaderStart = vi.fn();
    const onLoadError = vi.fn();
    await render(
      h(
        Elements,
        { stripe: payframe },
        h(CardElement, { onChange: first, onReady, onFocus, onEscape, onLoaderStart, onLoadError }),
      ),
    );
    const element = payframe.groups[0]!.created[0]!;
    act(() => element.emit('change', { complete: false, empty: false, value: { type: 'card' } }));
    expect(first).toHaveBeenCalledWith({ complete: false, empty: false, value: { type: 'card' } });

    await render(
      h(
        Elements,
        { stripe: payframe },
        h(CardElement, { onChange: second, onReady, onFocus, onEscape, onLoaderStart, onLoadError }),
      ),
    );
    // A new callback replaces the old one without a second listener.
    expect(element.listeners('change')).toBe(1);
    act(() => element.emit('change', { complete: true }));
    expect(second).toHaveBeenCalledWith({ complete: true });
    expect(first).toHaveBeenCalledTimes(1);

    act(() => element.emit('ready'));
    expect(onReady).toHaveBeenCalledWith(element);
    act(() => element.emit('focus', { elementType: 'card' }));
    act(() => element.emit('escape'));
    act(() => element.emit('loaderstart', { elementType: 'card' }));
    act(() => element.emit('loaderror', { error: { type: 'invalid_request_error' } }));
    expect(onFocus).toHaveBeenCalledWith({ elementType: 'card' });
    expect(onEscape).toHaveBeenCalled();
    expect(onLoaderStart).toHaveBeenCalled();
    expect(onLoadError).toHaveBeenCalledWith({ error: { type: 'invalid_request_error' } });
  });

  it('stops listening when a callback prop goes away', async () => {
    const payframe = new FakePayframe();
    await render(h(Elements, { stripe: payframe }, h(PaymentElement, { onBlur: () => {} })));
    const element = payframe.groups[0]!.created[0]!;
    expect(element.listeners('blur')).toBe(1);
    await render(h(Elements, { stripe: payframe }, h(PaymentElement, {})));
    expect(element.listeners('blur')).toBe(0);
  });

  it('sends option changes to element.update, only what changed', async () => {
    const payframe = new FakePayframe();
    let setLayout: (layout: string) => void = () => {};
    const expose = (set: (layout: string) => void) => {
      setLayout = set;
    };
    await render(h(Elements, { stripe: payframe }, h(LayoutSwitch, { expose })));
    const element = payframe.groups[0]!.created[0]!;
    expect(element.type).toBe('address');
    await act(async () => setLayout('accordion'));
    expect(element.updates).toEqual([{ layout: 'accordion' }]);
    expect(payframe.groups[0]!.created).toHaveLength(1);
  });

  it('mounts once the promised object arrives', async () => {
    let resolve!: (p: FakePayframe) => void;
    const promise = new Promise<FakePayframe>((r) => {
      resolve = r;
    });
    await render(h(Elements, { stripe: promise }, h(PaymentElement)));
    expect(container.querySelector('div')).not.toBeNull();
    const payframe = new FakePayframe();
    await act(async () => resolve(payframe));
    expect(payframe.groups[0]!.created).toHaveLength(1);
    expect(payframe.groups[0]!.created[0]!.mounts).toBe(1);
  });
});

describe('element components', () => {
  it('name their element type as react-stripe-js components do, so elements.getElement(CardElement) finds it', () => {
    expect(PaymentElement.__elementType).toBe('payment');
    expect(CardElement.__elementType).toBe('card');
    expect(AddressElement.__elementType).toBe('address');
    expect(LinkAuthenticationElement.__elementType).toBe('linkAuthentication');
  });
});
