import type { BackgroundTask } from '../kernel/background.js';
import { dueWorkTask } from '../kernel/due-work.js';
import { nextPendingRefund, settleRefund } from './settlement.js';

/** Settles refunds as they come due; undecided ones live in the database, so restarts lose none. */
export function refundSettlementTask(): BackgroundTask {
  return dueWorkTask('settle-refunds', nextPendingRefund, settleRefund);
}
