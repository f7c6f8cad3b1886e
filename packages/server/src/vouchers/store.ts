import { timingSafeEqual } from 'node:crypto';
import { nowSeconds } from '../kernel/ids.js';
import { parseData } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import type { VoucherOutcome } from './test-emails.js';
import type { Voucher } from './voucher.js';

export type VoucherStatus = 'pending' | 'paid' | 'expired' | 'void';

/** A voucher's row: the voucher, what the test-mode processor will do with it and when. */
export interface VoucherRow {
  id: string;
  account_id: string;
  livemode: boolean;
  payment_intent: string;
  status: VoucherStatus;
  due_at: number;
  voucher: Voucher;
  outcome: VoucherOutcome;
}

type RawRow = Omit<VoucherRow, 'voucher' | 'outcome'> & { data: unknown };

function fromRaw(row: RawRow): VoucherRow {
  const data = parseData(row.data) as unknown as { voucher: Voucher; outcome: VoucherOutcome };
  const { data: _, ...rest } = row;
  return { ...rest, voucher: data.voucher, outcome: data.outcome };
}

/** Keeps a new voucher; an intent's earlier pending voucher gives way to it (a new confirmation). */
export async function insertVoucher(
  db: Db,
  scope: Scope,
  entry: { paymentIntent: string; voucher: Voucher; outcome: VoucherOutcome; dueAt: number },
): Promise<void> {
  await db
    .updateTable('pending_vouchers')
    .set({ status: 'void' })
    .where('payment_intent', '=', entry.paymentIntent)
    .where('status', '=', 'pending')
    .execute();
  await db
    .insertInto('pending_vouchers')
    .values({
      id: entry.voucher.id,
      account_id: scope.accountId,
      livemode: scope.livemode,
      payment_intent: entry.paymentIntent,
      status: 'pending',
      due_at: entry.dueAt,
      data: JSON.stringify({ voucher: entry.voucher, outcome: entry.outcome }),
      created: nowSeconds(),
    })
    .execute();
}

/**
 * Locks the next pending voucher that is due (the worker, skipping rows another instance
 * holds), or one account's (the test helper, any time, maybe one intent's).
 */
export async function nextPendingVoucher(
  db: Db,
  filter: { dueBy?: number; scope?: Scope; paymentIntent?: string; skipLocked?: boolean },
): Promise<VoucherRow | undefined> {
  let query = db.selectFrom('pending_vouchers').selectAll().where('status', '=', 'pending');
  if (filter.dueBy !== undefined) query = query.where('due_at', '<=', filter.dueBy);
  if (filter.scope) {
    query = query
      .where('account_id', '=', filter.scope.accountId)
      .where('livemode', '=', filter.scope.livemode);
  }
  if (filter.paymentIntent) query = query.where('payment_intent', '=', filter.paymentIntent);
  const locked = query.orderBy('due_at').limit(1).forUpdate();
  const row = await (filter.skipLocked ? locked.skipLocked() : locked).executeTakeFirst();
  return row ? fromRaw(row as RawRow) : undefined;
}

export async function setVoucherStatus(db: Db, id: string, status: VoucherStatus): Promise<void> {
  await db.updateTable('pending_vouchers').set({ status }).where('id', '=', id).execute();
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A voucher for its hosted page: its id and the URL's token must both match. */
export async function findVoucherByToken(db: Db, id: string, token: string): Promise<VoucherRow | undefined> {
  if (!/^vch_[A-Za-z0-9]{1,60}$/.test(id)) return undefined;
  const row = await db.selectFrom('pending_vouchers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const found = fromRaw(row as RawRow);
  return sameToken(token, found.voucher.token) ? found : undefined;
}
