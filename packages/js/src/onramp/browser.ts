/**
 * The onramp script served at /v1/onramp.js: defines `window.PayframeOnramp` (and
 * `StripeOnramp`, its Stripe name). Its frames come from the origin the script was loaded from.
 */
import { currentScriptOrigin } from '../script-origin.js';
import { createOnramp } from './onramp.js';

const origin = currentScriptOrigin() ?? window.location.origin;

function PayframeOnramp(publishableKey: string) {
  return createOnramp(publishableKey, origin);
}

const globals = window as unknown as Record<string, unknown>;
globals.PayframeOnramp = PayframeOnramp;
globals.StripeOnramp ??= PayframeOnramp;
