import type { BackgroundTask } from '../background.js';
import { dueWorkTask } from '../due-work.js';
import { nextPendingRefund, settleRefund } from './settlement.js';

/** Settles refunds as they come due; undecided ones live in the database, so restarts lose none. */
export function refundSettlementTask(): BackgroundTask {
  return dueWorkTask('settle-refunds', nextPendingRefund, settleRefund);
}
