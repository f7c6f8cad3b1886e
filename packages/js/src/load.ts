import { SCRIPT_LOAD_TIMEOUT_MS } from '@payframe/core/constants';
import type { Payframe, PayframeOptions } from './payframe.js';

type PayframeFactory = (publishableKey: string, options?: PayframeOptions) => Payframe;

const loading = new Map<string, Promise<unknown>>();

/**
 * Injects `${origin}${path}` once and resolves to the global it defines (`window[name]`). A
 * script that fails or never answers is forgotten, so the next call tries again.
 */
export function injectScript<T>(origin: string, path: string, name: string, file: string): Promise<T> {
  const existing = (window as unknown as Record<string, unknown>)[name];
  if (existing) return Promise.resolve(existing as T);
  const pending = loading.get(name);
  if (pending) return pending as Promise<T>;
  const promise = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${origin}${path}`;
    script.async = true;
    const fail = (message: string) => {
      clearTimeout(timer);
      loading.delete(name);
      script.remove();
      reject(new Error(message));
    };
    // A server that accepts the connection and never answers would otherwise hang checkout for good.
    const timer = setTimeout(
      () => fail(`${file} did not load from ${origin} within ${SCRIPT_LOAD_TIMEOUT_MS / 1000} seconds.`),
      SCRIPT_LOAD_TIMEOUT_MS,
    );
    script.addEventListener('load', () => {
      clearTimeout(timer);
      const loaded = (window as unknown as Record<string, unknown>)[name];
      if (loaded) resolve(loaded as T);
      else reject(new Error(`${file} loaded but did not define window.${name}.`));
    });
    script.addEventListener('error', () => fail(`Failed to load ${file} from ${origin}.`));
    document.head.appendChild(script);
  });
  loading.set(name, promise);
  return promise;
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
  const factory = await injectScript<PayframeFactory>(origin, '/v1/payframe.js', 'Payframe', 'payframe.js');
  return factory(publishableKey, { ...options, origin });
}
