import { sql } from 'kysely';
import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { findResource } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import type { Coupon } from './coupon.js';
import type { PromotionCode } from './promotion-code.js';

export const getCoupon = (db: Db, scope: Scope, id: string, param?: string, forUpdate = false) =>
  getResource<Coupon>(db, 'coupons', scope, id, { noun: 'coupon', ...(param ? { param } : {}), forUpdate });

export const findCoupon = (db: Db, scope: Scope, id: string, forUpdate = false) =>
  findResource<Coupon>(db, 'coupons', scope, id, { forUpdate });

export const getPromotionCode = (db: Db, scope: Scope, id: string, param?: string, forUpdate = false) =>
  getResource<PromotionCode>(db, 'promotion_codes', scope, id, {
    noun: 'promotion code',
    ...(param ? { param } : {}),
    forUpdate,
  });

/**
 * Writes a new coupon at once (not deferred): a merchant may choose its id, and one already
 * taken in this account and mode must be refused, even by a request running alongside.
 */
export async function insertCoupon(db: Db, scope: Scope, coupon: Coupon): Promise<void> {
  const inserted = await db
    .insertInto('coupons')
    .values({
      id: coupon.id,
      account_id: scope.accountId,
      livemode: scope.livemode,
      created: coupon.created,
      data: JSON.stringify(coupon),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw invalidRequest('Coupon already exists.', 'id', 'resource_already_exists');
}

/** A code as matched: shoppers type codes in any case. */
export const codeKey = (code: string) => code.toUpperCase();

/**
 * Takes a lock on a code for the transaction, then answers the active promotion code that
 * holds it: two requests activating one code run one after the other, and the second sees
 * the first's.
 */
export async function lockActiveCode(db: Db, scope: Scope, code: string): Promise<string | undefined> {
  const key = codeKey(code);
  await sql`select pg_advisory_xact_lock(hashtext(${`promotion_code ${scope.accountId} ${scope.livemode} ${key}`}))`.execute(
    db,
  );
  const row = await db
    .selectFrom('promotion_codes')
    .select('id')
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where('code_key', '=', key)
    .where('active', '=', true)
    .executeTakeFirst();
  return row?.id;
}

/** The promotion codes that hold a code (active first, newest first). */
export async function promotionCodesByCode(db: Db, scope: Scope, code: string): Promise<PromotionCode[]> {
  const rows = await db
    .selectFrom('promotion_codes')
    .select('data')
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where('code_key', '=', codeKey(code))
    .orderBy('active', 'desc')
    .orderBy('seq', 'desc')
    .limit(10)
    .execute();
  return rows.map((row) => (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as PromotionCode);
}
