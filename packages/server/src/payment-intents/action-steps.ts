import { findActionById, type IntentAction, setActionStatus } from '../actions/index.js';
import type { BackgroundTask } from '../kernel/background.js';
import { dueWorkTask } from '../kernel/due-work.js';
import { nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { parseData } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import { type ActionOutcome, completePaymentAction } from './authentication.js';

export type { ActionOutcome };

import type { PaymentIntent } from './payment-intent.js';
import { getPaymentIntent } from './store.js';

export interface PendingActionStep {
  id: string;
  account_id: string;
  livemode: boolean;
  intent_id: string;
  due_at: number;
  data: unknown;
}

/** Has the action end as `outcome` at `dueAt` (a Pix code's expiry, BLIK's answer from the banking app). */
export async function scheduleActionStep(
  ctx: ServiceContext,
  action: IntentAction,
  dueAt: number,
  outcome: ActionOutcome,
): Promise<void> {
  await ctx.db
    .insertInto('pending_action_steps')
    .values({
      id: action.id,
      account_id: ctx.scope.accountId,
      livemode: ctx.scope.livemode,
      intent_id: action.intentId,
      due_at: dueAt,
      data: JSON.stringify({ outcome }),
      created: nowSeconds(),
    })
    .execute();
}

/** Locks the next due step (any of one intent's, for tests), skipping those another instance holds. */
export async function nextActionStep(
  db: Db,
  filter: { dueBy?: number; scope?: Scope; intentId?: string; skipLocked?: boolean },
): Promise<PendingActionStep | undefined> {
  let query = db.selectFrom('pending_action_steps').selectAll();
  if (filter.dueBy !== undefined) query = query.where('due_at', '<=', filter.dueBy);
  if (filter.scope) {
    query = query
      .where('account_id', '=', filter.scope.accountId)
      .where('livemode', '=', filter.scope.livemode);
  }
  if (filter.intentId) query = query.where('intent_id', '=', filter.intentId);
  const locked = query.orderBy('due_at').limit(1).forUpdate();
  return (filter.skipLocked ? locked.skipLocked() : locked).executeTakeFirst();
}

/**
 * Ends a due action as its step says, unless it is no longer pending (the shopper answered, a
 * new confirmation replaced it): the intent moves on and emits its events as after the page.
 */
export async function runActionStep(
  ctx: ServiceContext,
  row: PendingActionStep,
): Promise<PaymentIntent | undefined> {
  await ctx.db.deleteFrom('pending_action_steps').where('id', '=', row.id).execute();
  const { outcome } = parseData(row.data) as unknown as { outcome: ActionOutcome };
  const peek = await findActionById(ctx.db, ctx.scope, row.id);
  if (peek?.status !== 'pending' || !peek.intentId.startsWith('pi_')) return undefined;
  // Intent first, then the action: the order the hosted pages and confirm lock them in.
  await getPaymentIntent(ctx, peek.intentId, { forUpdate: true });
  const action = await findActionById(ctx.db, ctx.scope, row.id, { forUpdate: true });
  if (action?.status !== 'pending') return undefined;
  let intent: PaymentIntent;
  try {
    intent = await completePaymentAction(ctx, action, outcome);
  } catch (error) {
    // A processor that refuses (live mode without one) must not leave the step due forever:
    // it is dropped, the intent left as it is.
    ctx.app.log.warn({ err: error, action: action.id }, 'a pending action step could not finish its payment');
    return undefined;
  }
  await setActionStatus(ctx.db, action, outcome === 'approve' ? 'used' : 'failed');
  return intent;
}

/** Ends app payments' actions as they come due (Pix codes expiring, BLIK answers). */
export function actionStepTask(): BackgroundTask {
  return dueWorkTask('pending-action-steps', nextActionStep, runActionStep);
}
