import { getResource } from '../kernel/get-resource.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { parseData, updateResource } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import type { TaxRegion } from '../tax-rates/index.js';
import type { StoredLine } from './line-items.js';
import { type CheckoutSession, type IntentData, sessionColumns } from './session.js';

export const getSession = (
  ctx: { db: Db; scope: Scope },
  id: string,
  options: { forUpdate?: boolean; param?: string } = {},
) =>
  getResource<CheckoutSession>(ctx.db, 'checkout_sessions', ctx.scope, id, {
    noun: 'checkout.session',
    ...options,
  });

/** The session's stored lines, in the order they were given. */
export async function sessionLines(ctx: { db: Db; scope: Scope }, id: string): Promise<StoredLine[]> {
  const row = await ctx.db
    .selectFrom('checkout_sessions')
    .select('line_items')
    .where('id', '=', id)
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode)
    .executeTakeFirst();
  const lines = row ? (typeof row.line_items === 'string' ? JSON.parse(row.line_items) : row.line_items) : [];
  return lines as StoredLine[];
}

export async function sessionIntentData(ctx: { db: Db; scope: Scope }, id: string): Promise<IntentData> {
  const row = await ctx.db
    .selectFrom('checkout_sessions')
    .select('intent_data')
    .where('id', '=', id)
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode)
    .executeTakeFirst();
  const data = row ? parseData(row.intent_data) : {};
  return { payment_intent_data: null, setup_intent_data: null, ...(data as Partial<IntentData>) };
}

/** Keeps where the shopper is for tax, beside the session's intent data. */
export async function saveTaxRegion(
  ctx: { db: Db; scope: Scope },
  id: string,
  region: TaxRegion | null,
): Promise<void> {
  const data = await sessionIntentData(ctx, id);
  await ctx.db
    .updateTable('checkout_sessions')
    .set({ intent_data: JSON.stringify({ ...data, tax_region: region }) })
    .where('id', '=', id)
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode)
    .execute();
}

/** Writes the session (and its lines when they changed). */
export async function saveSession(
  ctx: ServiceContext,
  session: CheckoutSession,
  lines?: readonly StoredLine[],
): Promise<void> {
  await updateResource(ctx.db, 'checkout_sessions', ctx.scope, session, sessionColumns(session, lines));
}

/** Writes the session with what is kept beside it for its intent (its presentment's quote). */
export async function saveSessionAndData(
  ctx: ServiceContext,
  session: CheckoutSession,
  data: IntentData,
  lines?: readonly StoredLine[],
): Promise<void> {
  await updateResource(ctx.db, 'checkout_sessions', ctx.scope, session, {
    ...sessionColumns(session, lines),
    intent_data: JSON.stringify(data),
  });
}

/** The open or complete session an intent was made for, locked, if any. */
export async function sessionOfIntent(
  ctx: ServiceContext,
  intent: { id: string; object: string },
): Promise<CheckoutSession | undefined> {
  const column = intent.object === 'setup_intent' ? 'setup_intent' : 'payment_intent';
  const row = await ctx.db
    .selectFrom('checkout_sessions')
    .select('data')
    .where(column, '=', intent.id)
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode)
    .forUpdate()
    .executeTakeFirst();
  return row ? (parseData(row.data) as CheckoutSession) : undefined;
}

/** Whether a session (of any account) was made for embedded checkout: only its page may be framed. */
export async function isEmbeddedSession(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('checkout_sessions').select('data').where('id', '=', id).executeTakeFirst();
  return row !== undefined && parseData(row.data).ui_mode === 'embedded';
}
