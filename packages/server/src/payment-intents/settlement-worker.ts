import type { BackgroundTask } from '../kernel/background.js';
import { dueWorkTask } from '../kernel/due-work.js';
import { nextPendingDebit, settleDebit } from './settlement.js';

/** Settles bank debits as they come due; pending ones live in the database, so restarts lose none. */
export function bankDebitSettlementTask(): BackgroundTask {
  return dueWorkTask('settle-bank-debits', nextPendingDebit, settleDebit);
}
