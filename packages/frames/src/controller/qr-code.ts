import type { AppApprovalDisplay, QrCodeDisplay, WireError } from '@payframe/js/protocol';
import type { ControllerContext } from './controller.js';
import { retrieveIntent } from './session.js';

/** How long to wait between reads of the intent: 1 s at first, half a second more each time, up to 3 s. */
export const pollDelay = (attempt: number): number => Math.min(1_000 + 500 * attempt, 3_000);

/** The modal showing a QR code: closed by the shopper (`canceled` settles), or hidden by the controller. */
export interface QrModal {
  canceled: Promise<void>;
  hide(): void;
}

/** How long the shopper has to approve a BLIK payment in their banking app, as at Stripe. */
export const APPROVAL_SECONDS = 60;

const QR_CLOSED = 'The QR code was closed before the payment was completed.';
const APPROVAL_CLOSED = 'The payment was closed before it was approved in the banking app.';

/** What the merchant hears when the shopper closes the QR code (or the wait for their app) before paying. */
export function qrClosedError(intent: Record<string, any>, message = QR_CLOSED): WireError {
  const setup = intent.object === 'setup_intent';
  return {
    type: 'invalid_request_error',
    code: setup ? 'setup_intent_unexpected_state' : 'payment_intent_unexpected_state',
    message,
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
  return waitWhileShown(ctx, intent, ctx.showQr({ ...display, ...shownWith(ctx, intent) }), QR_CLOSED);
}

/** The amount, currency and locale a modal shows the intent in. */
function shownWith(ctx: ControllerContext, intent: Record<string, any>) {
  return {
    amount: typeof intent.amount === 'number' ? intent.amount : 0,
    currency: typeof intent.currency === 'string' ? intent.currency : 'usd',
    locale: typeof ctx.options.locale === 'string' ? ctx.options.locale : 'auto',
  };
}

/**
 * Shows that the payment waits for the shopper's banking app (BLIK), with the time left to
 * approve it, and reads the intent until the app has answered, as for a QR code.
 */
export function runAppApproval(
  ctx: ControllerContext,
  intent: Record<string, any>,
  method: string,
): Promise<{ intent: Record<string, any> } | { error: WireError }> {
  const expiresAt = Math.floor(Date.now() / 1000) + APPROVAL_SECONDS;
  const display: AppApprovalDisplay = { method, expiresAt, ...shownWith(ctx, intent) };
  return waitWhileShown(ctx, intent, ctx.showApproval(display), APPROVAL_CLOSED);
}

/** Reads the intent while the modal shows, until it leaves requires_action or the shopper closes the modal. */
async function waitWhileShown(
  ctx: ControllerContext,
  intent: Record<string, any>,
  modal: QrModal,
  closedMessage: string,
): Promise<{ intent: Record<string, any> } | { error: WireError }> {
  let closed = false;
  const stop = modal.canceled.then(() => {
    closed = true;
  });
  for (let attempt = 0; ; attempt++) {
    await sleep(pollDelay(attempt), stop);
    if (closed) return { error: qrClosedError(intent, closedMessage) };
    const answer = await retrieveIntent(ctx.api, intent.client_secret);
    if (closed) return { error: qrClosedError(intent, closedMessage) };
    // A failed read (the network) is tried again at the next tick.
    if (answer.ok && answer.body.status !== 'requires_action') {
      modal.hide();
      return { intent: answer.body };
    }
  }
}
