import type { AppContext } from '../app-context.js';
import { type BackgroundTask, Ticker } from '../background.js';
import { nowSeconds } from '../ids.js';
import { inSystemTransaction } from '../simulator/system-context.js';
import { nextPendingRefund, settleRefund } from './settlement.js';

const POLL_MS = 1000;

/** Settles refunds as they come due; undecided ones live in the database, so restarts lose none. */
export function refundSettlementTask(): BackgroundTask {
  let ticker: Ticker | undefined;
  return {
    name: 'settle-refunds',
    start(app: AppContext) {
      ticker = new Ticker(
        POLL_MS,
        async () => {
          // One transaction per refund: one that fails to settle does not hold up the others.
          for (let settled = true; settled; ) {
            settled = await inSystemTransaction(app, async (db, contextFor) => {
              const row = await nextPendingRefund(db, { dueBy: nowSeconds(), skipLocked: true });
              if (!row) return false;
              await settleRefund(contextFor({ accountId: row.account_id, livemode: row.livemode }), row);
              return true;
            });
          }
        },
        (error) => app.log.warn({ err: error }, 'settling refunds failed'),
      );
      ticker.start();
    },
    stop: async () => ticker?.stop(),
  };
}
