import type { Db } from '../store/types.js';
import type { AppContext } from './app-context.js';
import { type BackgroundTask, Ticker } from './background.js';
import { nowSeconds } from './ids.js';
import type { ServiceContext } from './service-context.js';
import { inSystemTransaction } from './system-transaction.js';

const POLL_MS = 1000;

interface DueRow {
  account_id: string;
  livemode: boolean;
}

/**
 * A worker for work kept in the database until it is due (bank debits, refunds to settle),
 * so restarts lose none: each second it takes the due rows one at a time, each in its own
 * transaction so one that fails does not hold up the others, and rows another instance
 * holds are skipped.
 */
export function dueWorkTask<R extends DueRow>(
  name: string,
  next: (db: Db, filter: { dueBy: number; skipLocked: true }) => Promise<R | undefined>,
  settle: (ctx: ServiceContext, row: R) => Promise<unknown>,
): BackgroundTask {
  let ticker: Ticker | undefined;
  return {
    name,
    start(app: AppContext) {
      ticker = new Ticker(
        POLL_MS,
        async () => {
          for (let settled = true; settled; ) {
            settled = await inSystemTransaction(app, async (db, contextFor) => {
              const row = await next(db, { dueBy: nowSeconds(), skipLocked: true });
              if (!row) return false;
              await settle(contextFor({ accountId: row.account_id, livemode: row.livemode }), row);
              return true;
            });
          }
        },
        (error) => app.log.warn({ err: error }, `${name} failed`),
        name,
      );
      ticker.start();
    },
    stop: async () => ticker?.stop(),
  };
}
