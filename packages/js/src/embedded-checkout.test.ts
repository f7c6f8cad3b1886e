// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initEmbeddedCheckout } from './embedded-checkout.js';
import { IntegrationError } from './integration-error.js';

const SETTINGS = { origin: 'https://pay.example', publishableKey: 'pk_test_abc', locale: 'auto' };
const SECRET = 'cs_test_a1abc_secret_xyz';

function post(frame: HTMLIFrameElement, origin: string, data: unknown, fromFrame = true) {
  window.dispatchEvent(
    new MessageEvent('message', { data, origin, source: fromFrame ? frame.contentWindow : window }),
  );
}

describe('initEmbeddedCheckout', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("refuses anything but an embedded session's client secret", async () => {
    await expect(initEmbeddedCheckout(SETTINGS, { clientSecret: 'cs_test_a1abc' })).rejects.toThrow(
      IntegrationError,
    );
    await expect(initEmbeddedCheckout(SETTINGS, { fetchClientSecret: async () => 42 })).rejects.toThrow(
      /client_secret of a Checkout Session/,
    );
  });

  it('frames the embed page with its settings, sizes it and completes only on its own messages', async () => {
    document.body.innerHTML = '<div id="checkout"></div>';
    const onComplete = vi.fn();
    const checkout = await initEmbeddedCheckout(SETTINGS, {
      fetchClientSecret: async () => SECRET,
      onComplete,
    });
    checkout.mount('#checkout');
    expect(() => checkout.mount('#checkout')).toThrow('Embedded Checkout is already mounted.');
    const frame = document.querySelector('iframe')!;
    const [address, fragment] = frame.src.split('#');
    expect(address).toBe('https://pay.example/c/embed/cs_test_a1abc');
    expect(JSON.parse(atob(fragment!.replace(/-/g, '+').replace(/_/g, '/')))).toMatchObject({
      apiKey: 'pk_test_abc',
      clientSecret: SECRET,
      parentOrigin: window.location.origin,
    });

    post(frame, 'https://evil.example', { type: 'payframe-checkout-complete', url: null });
    post(frame, 'https://pay.example', { type: 'payframe-checkout-complete', url: null }, false);
    expect(onComplete).not.toHaveBeenCalled();
    post(frame, 'https://pay.example', { type: 'payframe-checkout-height', height: 812.4 });
    expect(frame.style.height).toBe('813px');
    post(frame, 'https://pay.example', { type: 'payframe-checkout-complete', url: null });
    expect(onComplete).toHaveBeenCalledOnce();

    checkout.destroy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(() => checkout.mount('#checkout')).toThrow('This Embedded Checkout instance has been destroyed.');
  });
});
