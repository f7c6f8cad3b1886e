import type { IntentListener } from '../kernel/intent-listeners.js';
import { parseParams } from '../kernel/params.js';
import type { CallerContext } from '../routing/caller.js';
import { createSetupIntent, createSetupIntentParams } from '../setup-intents/index.js';
import { parseData } from '../store/index.js';
import { announceChange } from './settle.js';
import type { Subscription } from './subscription.js';

/**
 * The SetupIntent a `default_incomplete` subscription with nothing to pay now (a trial) hands
 * the browser, as Stripe does: the Payment Element confirms it (`confirmSetup`) to collect the
 * card its renewals will be charged to, off session.
 */
export async function pendingSetupIntent(ctx: CallerContext, sub: Subscription): Promise<string> {
  const types = sub.payment_settings.payment_method_types;
  const created = await createSetupIntent(
    ctx,
    parseParams(createSetupIntentParams, {
      customer: sub.customer,
      usage: 'off_session',
      ...(types ? { payment_method_types: types } : {}),
    }),
  );
  return created.intent.id;
}

/**
 * When a subscription's pending SetupIntent succeeds, its payment method becomes the
 * subscription's default (renewals charge it) and the subscription has no pending intent left.
 */
export const pendingSetupListener: IntentListener = async (ctx, change) => {
  const after = change.after;
  if (after.object !== 'setup_intent' || change.inserted || typeof after.customer !== 'string') return;
  if (after.status !== 'succeeded' || change.before?.status === 'succeeded') return;
  const rows = await ctx.db
    .selectFrom('subscriptions')
    .select('data')
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode)
    .where('customer', '=', after.customer)
    .forUpdate()
    .execute();
  for (const row of rows) {
    const sub = parseData(row.data) as Subscription;
    if (sub.pending_setup_intent !== after.id) continue;
    const method = typeof after.payment_method === 'string' ? after.payment_method : null;
    await announceChange(ctx, sub, {
      ...sub,
      pending_setup_intent: null,
      default_payment_method: method ?? sub.default_payment_method,
    });
  }
};
