import type { BackgroundTask } from '../background.js';
import { dueWorkTask } from '../due-work.js';
import { nextPendingDebit, settleDebit } from './settlement.js';

/** Settles bank debits as they come due; pending ones live in the database, so restarts lose none. */
export function bankDebitSettlementTask(): BackgroundTask {
  return dueWorkTask('settle-bank-debits', nextPendingDebit, settleDebit);
}
