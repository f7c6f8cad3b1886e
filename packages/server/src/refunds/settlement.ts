import { getCharge, saveCharge, withRefund } from '../charges/index.js';
import { getResource } from '../kernel/get-resource.js';
import { nowSeconds } from '../kernel/ids.js';
import { changedAttributes } from '../kernel/record-event.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { processorFor } from '../simulator/index.js';
import { parseData, updateResource } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import type { Refund } from './refund.js';

/** Ask again this much later when the processor says a refund is still undecided. */
const RECHECK_SECONDS = 60;

export interface PendingRefund {
  id: string;
  account_id: string;
  livemode: boolean;
  due_at: number;
  data: unknown;
}

/** Keeps a refund the processor has not decided, to settle when it is due (restarts lose none). */
export async function holdRefund(
  ctx: ServiceContext,
  refund: Refund,
  processor: { reference: string; afterSeconds: number; data: Record<string, unknown> },
): Promise<void> {
  await ctx.db
    .insertInto('pending_refunds')
    .values({
      id: refund.id,
      account_id: ctx.scope.accountId,
      livemode: ctx.scope.livemode,
      due_at: nowSeconds() + processor.afterSeconds,
      data: JSON.stringify({ reference: processor.reference, processor: processor.data }),
      created: nowSeconds(),
    })
    .execute();
}

/** Locks the next undecided refund that is due (or, for the test helper, any of one account's). */
export async function nextPendingRefund(
  db: Db,
  filter: { dueBy?: number; scope?: Scope; refund?: string; skipLocked?: boolean },
): Promise<PendingRefund | undefined> {
  let query = db.selectFrom('pending_refunds').selectAll();
  if (filter.dueBy !== undefined) query = query.where('due_at', '<=', filter.dueBy);
  if (filter.scope) {
    query = query
      .where('account_id', '=', filter.scope.accountId)
      .where('livemode', '=', filter.scope.livemode);
  }
  if (filter.refund) query = query.where('id', '=', filter.refund);
  const locked = query.orderBy('due_at').limit(1).forUpdate();
  return (filter.skipLocked ? locked.skipLocked() : locked).executeTakeFirst();
}

/**
 * Asks the processor how a refund ended and records it: succeeded, or failed (the amount no
 * longer counts as refunded on the charge), with `refund.updated` and `charge.refund.updated`
 * (and `refund.failed`). Returns the refund, or undefined while it is still undecided.
 */
export async function settleRefund(ctx: ServiceContext, row: PendingRefund): Promise<Refund | undefined> {
  const data = parseData(row.data) as unknown as { reference: string; processor: Record<string, unknown> };
  const settlement = await processorFor(row.livemode).settleRefund({
    reference: data.reference,
    data: data.processor,
  });
  if (settlement.status === 'pending') {
    await ctx.db
      .updateTable('pending_refunds')
      .set({ due_at: nowSeconds() + RECHECK_SECONDS })
      .where('id', '=', row.id)
      .execute();
    return undefined;
  }
  await ctx.db.deleteFrom('pending_refunds').where('id', '=', row.id).execute();
  // Intent, charge, refund: the lock order of every writer of a payment.
  const peek = await getResource<Refund>(ctx.db, 'refunds', ctx.scope, row.id, { noun: 'refund' });
  if (peek.payment_intent) {
    await getResource(ctx.db, 'payment_intents', ctx.scope, peek.payment_intent, { forUpdate: true });
  }
  const charge = await getCharge(ctx.db, ctx.scope, peek.charge, { forUpdate: true });
  const before = await getResource<Refund>(ctx.db, 'refunds', ctx.scope, row.id, {
    noun: 'refund',
    forUpdate: true,
  });
  if (before.status !== 'pending' && before.status !== 'succeeded') return before;
  const after: Refund =
    settlement.status === 'succeeded'
      ? { ...before, status: 'succeeded' }
      : { ...before, status: 'failed', failure_reason: settlement.failureReason };
  const previous = changedAttributes(before, after);
  if (!previous) return before;
  await updateResource(ctx.db, 'refunds', ctx.scope, after);
  const refunded = after.status === 'failed' ? charge.amount_refunded - after.amount : charge.amount_refunded;
  await saveCharge(ctx.db, ctx.scope, withRefund(charge, after, Math.max(0, refunded)));
  await ctx.emit('refund.updated', after, previous);
  await ctx.emit('charge.refund.updated', after, previous);
  if (after.status === 'failed') await ctx.emit('refund.failed', after);
  return after;
}
