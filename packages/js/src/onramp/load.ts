import { injectScript } from '../load.js';
import type { PayframeOnramp } from './onramp.js';

/**
 * `loadPayframeOnramp(publishableKey, { origin })`, as `@stripe/crypto`'s `loadStripeOnramp`:
 * loads `/v1/onramp.js` from the merchant's Payframe server and resolves to the onramp object
 * (null where there is no window, as in server rendering).
 */
export async function loadPayframeOnramp(
  publishableKey: string,
  options: { origin: string },
): Promise<PayframeOnramp | null> {
  if (typeof window === 'undefined') return null;
  const origin = new URL(options.origin).origin;
  const factory = await injectScript<(key: string) => PayframeOnramp>(
    origin,
    '/v1/onramp.js',
    'PayframeOnramp',
    'onramp.js',
  );
  return factory(publishableKey);
}
