import { getResource } from '../kernel/get-resource.js';
import { findResource, insertResource, updateResource } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import type { Charge } from './charge.js';
import { chargeList } from './charge-list.js';

/**
 * Charges are stored on their own and, as the 2020-era object shows them, embedded in
 * their intent's `charges` list; every write goes through here so both stay the same.
 * Callers that change a charge of an intent lock the intent first (intent, then charge),
 * the order confirm and capture use, so two requests never wait on each other in a circle.
 */
export async function insertCharge(
  db: Db,
  scope: Scope,
  charge: Charge,
  processorRef: string | null,
): Promise<void> {
  await insertResource(db, 'charges', scope, charge, {
    customer: charge.customer,
    payment_intent: charge.payment_intent,
    processor_ref: processorRef,
    paid_email: paidEmail(charge),
  });
}

/**
 * The e-mail that has paid, for "has this e-mail paid before" (a first-purchase promotion code):
 * the receipt e-mail, else the billing one, lower case, while the charge has succeeded. Kept in
 * a column of its own so the index over it costs PostgreSQL nothing to compute on each write.
 */
function paidEmail(charge: Charge): string | null {
  if (charge.status !== 'succeeded') return null;
  const billing = charge.billing_details as { email?: string | null } | null | undefined;
  const email = charge.receipt_email ?? billing?.email ?? null;
  return typeof email === 'string' ? email.toLowerCase() : null;
}

/** Writes a changed charge; `syncIntent: false` when the caller writes the intent itself. */
export async function saveCharge(
  db: Db,
  scope: Scope,
  charge: Charge,
  options: { syncIntent?: boolean } = {},
): Promise<void> {
  await updateResource(db, 'charges', scope, charge, {
    customer: charge.customer,
    paid_email: paidEmail(charge),
  });
  if (!charge.payment_intent || options.syncIntent === false) return;
  const pi = await findResource(db, 'payment_intents', scope, charge.payment_intent);
  if (pi && pi.latest_charge === charge.id) {
    await updateResource(db, 'payment_intents', scope, {
      ...pi,
      charges: chargeList(pi.id, charge, pi.charges as never),
    });
  }
}

export function getCharge(
  db: Db,
  scope: Scope,
  id: string,
  options: { forUpdate?: boolean; param?: string } = {},
) {
  return getResource<Charge>(db, 'charges', scope, id, { noun: 'charge', ...options });
}

/** The processor's reference for a charge's payment (capture, refund and release need it). */
export async function processorRef(db: Db, scope: Scope, chargeId: string): Promise<string | null> {
  const row = await db
    .selectFrom('charges')
    .select('processor_ref')
    .where('id', '=', chargeId)
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .executeTakeFirst();
  return row?.processor_ref ?? null;
}
