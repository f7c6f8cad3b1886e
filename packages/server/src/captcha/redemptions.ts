import { nowSeconds } from '../kernel/ids.js';
import type { Db, Scope } from '../store/types.js';

/**
 * Records a token's nonce as used; false when it was used before (a replayed token). Rows
 * whose challenge has expired are of no more use (an expired token is refused anyway), so they
 * are cleared on the way.
 */
export async function redeem(
  db: Db,
  scope: Scope,
  entry: { nonce: string; expiresAt: number; intent: string | null; taken: boolean },
): Promise<boolean> {
  await db.deleteFrom('captcha_redemptions').where('expires_at', '<', nowSeconds()).execute();
  const inserted = await db
    .insertInto('captcha_redemptions')
    .values({
      nonce: entry.nonce,
      account_id: scope.accountId,
      livemode: scope.livemode,
      intent_id: entry.intent,
      passed: true,
      taken: entry.taken,
      expires_at: entry.expiresAt,
    })
    .onConflict((conflict) => conflict.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Takes the passive token the browser attached to this payment ahead of its confirmation, if any. */
export async function takeAttached(db: Db, scope: Scope, intent: string): Promise<boolean> {
  const taken = await db
    .updateTable('captcha_redemptions')
    .set({ taken: true })
    .where('intent_id', '=', intent)
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where('taken', '=', false)
    .where('expires_at', '>=', nowSeconds())
    .returning('nonce')
    .execute();
  return taken.length > 0;
}
