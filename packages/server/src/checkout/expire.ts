import type { BackgroundTask } from '../kernel/background.js';
import { dueWorkTask } from '../kernel/due-work.js';
import { invalidRequest } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { cancelPaymentIntent, getPaymentIntent } from '../payment-intents/index.js';
import type { Db } from '../store/types.js';
import type { CheckoutSession } from './session.js';
import { getSession, saveSession } from './session-store.js';

/** Ends an open session: `expired`, its URL gone, `checkout.session.expired`. */
export async function expireSession(ctx: ServiceContext, session: CheckoutSession): Promise<CheckoutSession> {
  if (session.status !== 'open')
    throw invalidRequest(
      `Only Checkout Sessions with a status of \`open\` can be expired. This session's status is \`${session.status}\`.`,
    );
  const expired: CheckoutSession = { ...session, status: 'expired', url: null };
  await saveSession(ctx, expired);
  await ctx.emit('checkout.session.expired', expired);
  if (session.payment_intent) await abandonIntent(ctx, session.payment_intent);
  return expired;
}

/** Intent statuses no shopper can finish once the session has expired. */
const UNFINISHED = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** The session's unfinished intent is canceled as abandoned, as Stripe does when a session expires. */
async function abandonIntent(ctx: ServiceContext, id: string): Promise<void> {
  const pi = await getPaymentIntent(ctx, id, { forUpdate: true });
  if (!UNFINISHED.has(pi.status)) return;
  // The server acts for the merchant here (an expiry has no caller).
  const merchant = {
    ...ctx,
    auth: { kind: 'secret' as const, scope: ctx.scope, keyAccountId: ctx.scope.accountId, key: '' },
  };
  await cancelPaymentIntent(merchant, id, 'abandoned');
}

interface DueSession {
  id: string;
  account_id: string;
  livemode: boolean;
}

async function nextDueSession(
  db: Db,
  filter: { dueBy: number; skipLocked: true },
): Promise<DueSession | undefined> {
  return db
    .selectFrom('checkout_sessions')
    .select(['id', 'account_id', 'livemode'])
    .where('status', '=', 'open')
    .where('expires_at', '<=', filter.dueBy)
    .orderBy('expires_at')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** Expires open sessions once their `expires_at` has passed. */
export function sessionExpiryTask(): BackgroundTask {
  return dueWorkTask('expire-checkout-sessions', nextDueSession, async (ctx, row) => {
    const session = await getSession(ctx, row.id, { forUpdate: true });
    if (session.status === 'open') await expireSession(ctx, session);
  });
}
