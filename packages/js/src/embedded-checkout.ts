import { checkoutPageUrl, type Settings } from './checkout-redirect.js';
import { IntegrationError } from './integration-error.js';

interface EmbeddedOptions {
  clientSecret?: unknown;
  fetchClientSecret?: () => Promise<unknown>;
  onComplete?: () => void;
}

/**
 * `stripe.initEmbeddedCheckout()`: the hosted checkout page of an embedded session
 * (`ui_mode: 'embedded'`), in a frame on the merchant's page. The frame says its height and,
 * once paid, either where to go (the session's return_url) or that `onComplete` should run.
 */
export async function initEmbeddedCheckout(settings: Settings, options: EmbeddedOptions = {}) {
  const secret = options.clientSecret ?? (await options.fetchClientSecret?.());
  const id = typeof secret === 'string' ? /^(cs_(test|live)_\w+?)_secret_\w+$/.exec(secret)?.[1] : undefined;
  if (!id) {
    throw new IntegrationError(
      'initEmbeddedCheckout: pass the client_secret of a Checkout Session with ui_mode embedded, as clientSecret or from fetchClientSecret.',
    );
  }
  let frame: HTMLIFrameElement | undefined;
  let destroyed = false;
  const listen = (event: MessageEvent) => {
    const data = event.data as { type?: string; height?: unknown; url?: unknown } | null;
    if (event.origin !== settings.origin || !frame || event.source !== frame.contentWindow) return;
    if (data?.type === 'payframe-checkout-height' && typeof data.height === 'number')
      frame.style.height = `${Math.ceil(data.height)}px`;
    if (data?.type === 'payframe-checkout-complete') {
      if (typeof data.url === 'string' && /^https?:/.test(data.url)) window.location.assign(data.url);
      else options.onComplete?.();
    }
  };
  const unmount = () => {
    frame?.remove();
    frame = undefined;
    removeEventListener('message', listen);
  };
  return {
    mount(target: string | HTMLElement) {
      if (destroyed) throw new IntegrationError('This Embedded Checkout instance has been destroyed.');
      const parent = typeof target === 'string' ? document.querySelector(target) : target;
      if (!parent) throw new IntegrationError(`initEmbeddedCheckout: no element matches ${String(target)}.`);
      if (frame) throw new IntegrationError('Embedded Checkout is already mounted.');
      frame = document.createElement('iframe');
      frame.title = 'Checkout';
      frame.allow = 'payment; clipboard-write';
      frame.style.cssText = 'width:100%;border:0;height:640px;display:block';
      frame.src = checkoutPageUrl(settings, 'embed', id, {
        clientSecret: secret,
        parentOrigin: location.origin,
      });
      addEventListener('message', listen);
      parent.appendChild(frame);
    },
    unmount,
    destroy() {
      unmount();
      destroyed = true;
    },
  };
}
