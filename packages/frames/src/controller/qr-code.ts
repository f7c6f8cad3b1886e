import type { QrCodeDisplay, WireError } from '@payframe/js/protocol';
import type { ControllerContext } from './controller.js';
import { retrieveIntent } from './session.js';

/** How long to wait between reads of the intent: 1 s at first, half a second more each time, up to 3 s. */
export const pollDelay = (attempt: number): number => Math.min(1_000 + 500 * attempt, 3_000);

/** The modal showing a QR code: closed by the shopper (`canceled` settles), or hidden by the controller. */
export interface QrModal {
  canceled: Promise<void>;
  hide(): void;
}

/** What the merchant hears when the shopper closes the QR code before paying. */
export function qrClosedError(intent: Record<string, any>): WireError {
  const setup = intent.object === 'setup_intent';
  return {
    type: 'invalid_request_error',
    code: setup ? 'setup_intent_unexpected_state' : 'payment_intent_unexpected_state',
    message: 'The QR code was closed before the payment was completed.',
    [setup ? 'setup_intent' : 'payment_intent']: intent,
  };
}

const sleep = (ms: number, stop: Promise<void>) =>
  Promise.race([new Promise<void>((resolve) => setTimeout(resolve, ms)), stop]);

/**
 * Shows the QR code over the merchant page and reads the intent (with its client secret) until
 * the payment leaves requires_action: the shopper paid in their app, or it failed. Closing the
 * modal first stops there, the intent still waiting in requires_action.
 */
export async function runQrCode(
  ctx: ControllerContext,
  intent: Record<string, any>,
  display: Omit<QrCodeDisplay, 'amount' | 'currency' | 'locale'>,
): Promise<{ intent: Record<string, any> } | { error: WireError }> {
  const modal = ctx.showQr({
    ...display,
    amount: typeof intent.amount === 'number' ? intent.amount : 0,
    currency: typeof intent.currency === 'string' ? intent.currency : 'usd',
    locale: typeof ctx.options.locale === 'string' ? ctx.options.locale : 'auto',
  });
  let closed = false;
  const stop = modal.canceled.then(() => {
    closed = true;
  });
  for (let attempt = 0; ; attempt++) {
    await sleep(pollDelay(attempt), stop);
    if (closed) return { error: qrClosedError(intent) };
    const answer = await retrieveIntent(ctx.api, intent.client_secret);
    if (closed) return { error: qrClosedError(intent) };
    // A failed read (the network) is tried again at the next tick.
    if (answer.ok && answer.body.status !== 'requires_action') {
      modal.hide();
      return { intent: answer.body };
    }
  }
}
