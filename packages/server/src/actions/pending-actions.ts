import { createHash, timingSafeEqual } from 'node:crypto';
import type { IntentActionsTable } from '../db/schema.js';
import { newId, nowSeconds, randomToken } from '../kernel/ids.js';
import type { ClientInfo } from '../kernel/service-context.js';
import { deferWrite, parseData } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';

/**
 * The pending next actions of intents: a 3-D Secure challenge or a redirect authorization,
 * each behind a hosted test page. The page URL names the action and carries a random
 * per-attempt token; only its hash is stored, so a leaked database row cannot complete
 * anyone's authentication, and a guessed action id without the token gets nothing.
 */
export type ActionKind = IntentActionsTable['kind'];
export type ActionStatus = IntentActionsTable['status'];

export interface ActionData {
  /** The payment method being authenticated or authorized. */
  paymentMethod: string;
  /** Where the shopper goes after the page, if the merchant said. */
  returnUrl: string | null;
  /** A set-up approved in the shopper's app (Cash App Pay): how they accepted its mandate, as the confirmation said. */
  acceptance?: { type: 'online' | 'offline'; accepted_at?: number | undefined; online?: unknown } | null;
  /** The Radar session and caller of the confirmation, for the risk evaluation once authenticated. */
  radarSession?: string | null;
  client?: ClientInfo | null;
  /** The payment's risk level before authorization and the 3-D Secure the confirmation asked for. */
  riskLevel?: 'normal' | 'elevated' | 'highest';
  threeDSecure?: 'automatic' | 'any' | 'challenge';
  /** The browser's 3-D Secure 2 step, once it ran (docs/confirmation.md#3-d-secure-2). */
  threeDS2?: ThreeDS2Attempt;
}

/** What `3ds2/authenticate` and `3ds2/challenge_complete` recorded for one attempt. */
export interface ThreeDS2Attempt {
  /** The browser's data, as allowed through (screen, colour depth, time zone, language, flags, user agent). */
  browser: Record<string, string | number | boolean>;
  flow: 'challenge' | 'frictionless';
  authenticated_at: number;
  /** When the browser reported the challenge's end (`challenge_complete`), and what it said. */
  challenge_completed_at?: number;
  final_trans_status?: string | null;
}

/** Replaces an action's data (the 3-D Secure 2 step records the browser's data on its attempt). */
export async function setActionData(db: Db, action: IntentAction, data: ActionData): Promise<void> {
  await db
    .updateTable('intent_actions')
    .set({ data: JSON.stringify(data) })
    .where('id', '=', action.id)
    .where('account_id', '=', action.scope.accountId)
    .execute();
}

export interface IntentAction {
  id: string;
  scope: Scope;
  intentId: string;
  kind: ActionKind;
  status: ActionStatus;
  created: number;
  data: ActionData;
}

const PATHS: Record<ActionKind, string> = {
  three_d_secure: '/test/3ds',
  redirect: '/test/redirect',
  // The risk engine's challenges are answered through the API, not a page (docs/radar.md#challenges).
  captcha: '/v1/payframe/captcha_challenges',
  card_image: '/v1/payframe/card_image_verifications',
};

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function actionUrl(publicUrl: string, kind: ActionKind, id: string, token: string): string {
  return `${publicUrl}${PATHS[kind]}/${id}?token=${token}`;
}

/** Starts an action; any earlier pending action of the intent is superseded. */
export async function createAction(
  db: Db,
  scope: Scope,
  input: { intentId: string; kind: ActionKind; data: ActionData; publicUrl: string },
): Promise<{ action: IntentAction; url: string }> {
  await cancelPendingActions(db, scope, input.intentId);
  const token = randomToken(32);
  const action: IntentAction = {
    id: newId('src'),
    scope,
    intentId: input.intentId,
    kind: input.kind,
    status: 'pending',
    created: nowSeconds(),
    data: input.data,
  };
  await db
    .insertInto('intent_actions')
    .values({
      id: action.id,
      account_id: scope.accountId,
      livemode: scope.livemode,
      intent_id: action.intentId,
      kind: action.kind,
      token_hash: hashToken(token),
      status: action.status,
      created: action.created,
      data: JSON.stringify(action.data),
    })
    .execute();
  return { action, url: actionUrl(input.publicUrl, input.kind, action.id, token) };
}

export async function cancelPendingActions(db: Db, scope: Scope, intentId: string): Promise<void> {
  // Nobody reads how many rows it touched: it rides with the next statement.
  await deferWrite(
    db,
    db
      .updateTable('intent_actions')
      .set({ status: 'canceled' })
      .where('intent_id', '=', intentId)
      .where('account_id', '=', scope.accountId)
      .where('livemode', '=', scope.livemode)
      .where('status', '=', 'pending'),
  );
}

type Row = {
  id: string;
  account_id: string;
  livemode: boolean;
  intent_id: string;
  kind: ActionKind;
  status: ActionStatus;
  token_hash: string;
  created: number;
  data: unknown;
};

function toAction(row: Row): IntentAction {
  return {
    id: row.id,
    scope: { accountId: row.account_id, livemode: row.livemode },
    intentId: row.intent_id,
    kind: row.kind,
    status: row.status,
    created: row.created,
    data: parseData(row.data) as unknown as ActionData,
  };
}

/**
 * The action a hosted page's URL names, if the token is its token. The page has no API key:
 * the token is the shopper's only credential, compared in constant time.
 */
export async function findActionByToken(
  db: Db,
  id: string,
  kind: ActionKind,
  token: string,
  options: { forUpdate?: boolean } = {},
): Promise<IntentAction | undefined> {
  let query = db.selectFrom('intent_actions').selectAll().where('id', '=', id).where('kind', '=', kind);
  if (options.forUpdate) query = query.forUpdate();
  const row = (await query.executeTakeFirst()) as Row | undefined;
  if (!row) return undefined;
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(row.token_hash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return undefined;
  return toAction(row);
}

/** An action by its id, for the server's own work on it (a QR code expiring); never for a page, which needs the token. */
export async function findActionById(
  db: Db,
  scope: Scope,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<IntentAction | undefined> {
  let query = db
    .selectFrom('intent_actions')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode);
  if (options.forUpdate) query = query.forUpdate();
  const row = (await query.executeTakeFirst()) as Row | undefined;
  return row ? toAction(row) : undefined;
}

export async function setActionStatus(db: Db, action: IntentAction, status: ActionStatus): Promise<void> {
  await db
    .updateTable('intent_actions')
    .set({ status })
    .where('id', '=', action.id)
    .where('account_id', '=', action.scope.accountId)
    .execute();
}

/**
 * A 3-D Secure challenge the shopper completed that a later confirmation (manual
 * confirmation_method) still has to use; it is marked used by whoever takes it.
 */
export async function takeCompletedAuthentication(
  db: Db,
  scope: Scope,
  intentId: string,
  paymentMethod: string,
): Promise<boolean> {
  const rows = (await db
    .selectFrom('intent_actions')
    .selectAll()
    .where('intent_id', '=', intentId)
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where('kind', '=', 'three_d_secure')
    .where('status', '=', 'succeeded')
    .forUpdate()
    .execute()) as Row[];
  const match = rows.map(toAction).find((a) => a.data.paymentMethod === paymentMethod);
  if (!match) return false;
  await setActionStatus(db, match, 'used');
  return true;
}
