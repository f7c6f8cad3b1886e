import type { IntentChange } from '../kernel/intent-listeners.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { CallerContext } from '../routing/caller.js';
import { redeemSessionDiscount } from './discount.js';
import type { CheckoutSession } from './session.js';
import { saveSession, sessionOfIntent } from './session-store.js';

/** Intent statuses that end a session's checkout: paid, authorized, or under way (an async method). */
const COMPLETING = new Set(['succeeded', 'requires_capture', 'processing']);

async function write(ctx: ServiceContext, session: CheckoutSession, event: string): Promise<void> {
  await saveSession(ctx, session);
  await ctx.emit(event, session);
}

/**
 * A session follows its intent: complete once the intent succeeds (paid), is authorized or
 * is processing (unpaid until the money arrives), then `async_payment_succeeded` or
 * `async_payment_failed` when a processing payment ends.
 */
export async function followIntent(
  ctx: ServiceContext,
  { before, after: intent, events, inserted }: IntentChange,
) {
  // A session names its intent once the intent exists: one written by this very save has none.
  if (inserted) return;
  // Checkout confirms its intents through the page's calls (a publishable key) or the server's
  // own steps; a confirmation with the merchant's secret key is the API's hot path, never a
  // session's, so it spares the session read. (A capture with it still completes the payment.)
  const confirmedFrom =
    intent.status !== 'succeeded' && intent.status !== 'processing' ? null : before?.status;
  const auth = (ctx as Partial<CallerContext>).auth;
  const bySecretKey = auth?.kind === 'secret' && auth.hostedPage !== true;
  if (
    bySecretKey &&
    (confirmedFrom === 'requires_payment_method' || confirmedFrom === 'requires_confirmation')
  ) {
    return;
  }
  const status = String(intent.status);
  const failed = events.includes('payment_intent.payment_failed');
  if (!COMPLETING.has(status) && !failed) return;
  const session = await sessionOfIntent(ctx, intent);
  if (!session) return;
  if (session.status === 'open' && COMPLETING.has(status)) {
    const paymentStatus =
      session.mode === 'setup' ? 'no_payment_required' : status === 'succeeded' ? 'paid' : 'unpaid';
    const customer = session.customer ?? ((intent.customer as string | null) || null);
    // Completing happens once per session: its discount counts one redemption.
    await redeemSessionDiscount(ctx, session);
    await write(
      ctx,
      { ...session, status: 'complete', payment_status: paymentStatus, customer, url: null },
      'checkout.session.completed',
    );
    return;
  }
  if (session.status !== 'complete' || session.payment_status !== 'unpaid') return;
  if (status === 'succeeded') {
    const paid: CheckoutSession = { ...session, payment_status: 'paid' };
    // A captured authorization is not an asynchronous payment: no event, as at Stripe.
    if (intent.capture_method === 'manual') await saveSession(ctx, paid);
    else await write(ctx, paid, 'checkout.session.async_payment_succeeded');
  } else if (failed) {
    await write(ctx, session, 'checkout.session.async_payment_failed');
  }
}
