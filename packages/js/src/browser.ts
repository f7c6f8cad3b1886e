/**
 * The merchant script served at /v1/payframe.js: defines `window.Payframe`. It learns the
 * Payframe origin from its own <script src>, read now, while the script is running.
 */
import { createPayframe, type PayframeOptions } from './payframe.js';
import { currentScriptOrigin } from './script-origin.js';

const scriptOrigin = currentScriptOrigin();

function Payframe(publishableKey: string, options?: PayframeOptions) {
  return createPayframe(publishableKey, options, scriptOrigin);
}

(window as unknown as { Payframe: typeof Payframe }).Payframe = Payframe;
