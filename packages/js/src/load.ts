import { SCRIPT_LOAD_TIMEOUT_MS } from '@payframe/core/constants';
import type { Payframe, PayframeOptions } from './payframe.js';

type PayframeFactory = (publishableKey: string, options?: PayframeOptions) => Payframe;

let loading: Promise<PayframeFactory> | null = null;

/** Injects `${origin}/v1/payframe.js` once and resolves to `window.Payframe`. */
function injectScript(origin: string): Promise<PayframeFactory> {
  const existing = (window as unknown as { Payframe?: PayframeFactory }).Payframe;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<PayframeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${origin}/v1/payframe.js`;
    script.async = true;
    const fail = (message: string) => {
      clearTimeout(timer);
      loading = null;
      script.remove();
      reject(new Error(message));
    };
    // A server that accepts the connection and never answers would otherwise hang checkout for good.
    const timer = setTimeout(
      () => fail(`payframe.js did not load from ${origin} within ${SCRIPT_LOAD_TIMEOUT_MS / 1000} seconds.`),
      SCRIPT_LOAD_TIMEOUT_MS,
    );
    script.addEventListener('load', () => {
      clearTimeout(timer);
      const factory = (window as unknown as { Payframe?: PayframeFactory }).Payframe;
      if (factory) resolve(factory);
      else reject(new Error('payframe.js loaded but did not define window.Payframe.'));
    });
    script.addEventListener('error', () => fail(`Failed to load payframe.js from ${origin}.`));
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * `loadPayframe(publishableKey, { origin })`: loads the merchant script from the merchant's
 * Payframe server and resolves to the Payframe object (null where there is no window, as in SSR).
 */
export async function loadPayframe(
  publishableKey: string,
  options: PayframeOptions & { origin: string },
): Promise<Payframe | null> {
  if (typeof window === 'undefined') return null;
  const origin = new URL(options.origin).origin;
  const factory = await injectScript(origin);
  return factory(publishableKey, { ...options, origin });
}
