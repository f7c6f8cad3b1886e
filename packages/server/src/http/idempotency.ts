import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { COMMIT_AFTER, GUARD, GuardStopped } from '../db/statement-batching.js';
import { ApiError, idempotencyInFlight, idempotencyMismatch, invalidRequest } from '../kernel/errors.js';
import { nowSeconds } from '../kernel/ids.js';
import type { Db, Scope } from '../store/types.js';
import type { Vault } from '../vault/index.js';

export interface StoredAnswer {
  status: number;
  body: string;
}

/**
 * Stored answers are sealed like card numbers: some carry secrets that are shown once (a
 * webhook endpoint's signing secret, an ephemeral key). Rows written before sealing began
 * hold the plain JSON, which never starts with the sealed prefix.
 */
type AnswerSeal = Pick<Vault, 'seal' | 'open'>;

function openBody(vault: AnswerSeal, stored: string): string {
  return stored.startsWith('v1.') ? vault.open(stored) : stored;
}

/** Parameters that carry a card number or an account number, hashed as a keyed fingerprint. */
const NUMBER_PARAMS = new Set(['number', 'iban', 'account_number']);

/**
 * What makes two requests "the same" for an idempotency key: a keyed hash (see
 * Vault.requestMac) of the method, path and canonical parameters (sorted keys). Card and account
 * numbers enter it as their own keyed fingerprint and a CVC as "sent" only, so even with the
 * master key the stored value holds no CVC and no number to test guesses against.
 */
export function requestHash(
  vault: Pick<Vault, 'requestMac'>,
  method: string,
  path: string,
  params: unknown,
): string {
  return vault.requestMac(`${method} ${path} ${canonical(params, vault)}`);
}

function canonical(value: unknown, vault: Pick<Vault, 'requestMac'>): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item, vault)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => {
        const field = (value as Record<string, unknown>)[k];
        let text: string;
        if (k === 'cvc') text = '"sent"';
        else if (NUMBER_PARAMS.has(k) && typeof field === 'string') {
          text = JSON.stringify(`fp:${vault.requestMac(`number:${field.replace(/[\s-]/g, '')}`)}`);
        } else text = canonical(field, vault);
        return `${JSON.stringify(k)}:${text}`;
      });
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The key as stored: an idempotency key belongs to the API key that sent it (its kind and a
 * digest of it). A publishable key, which any shopper holds, then neither takes nor blocks a
 * key the merchant's server uses with its secret key, and no answer made for one key is
 * replayed to another: replaying to the same key with the same parameters gives what running
 * the request's own checks would (its authorization depends on nothing else).
 */
export function scopedKey(auth: { kind: string; key: string }, key: string): string {
  const keyId = createHash('sha256').update(auth.key).digest('base64url').slice(0, 16);
  return `${auth.kind}.${keyId}.${key}`;
}

export function checkKey(key: string): void {
  if (key.length > 255)
    throw invalidRequest('Idempotency key length must be at most 255 characters.', 'Idempotency-Key');
}

/** Keys held by requests running in this process: a second arrival gets 409 at once. */
export class InFlightKeys {
  readonly #keys = new Set<string>();
  claim(scope: Scope, key: string): () => void {
    const id = `${scope.accountId}:${scope.livemode}:${key}`;
    if (this.#keys.has(id)) throw idempotencyInFlight();
    this.#keys.add(id);
    return () => this.#keys.delete(id);
  }
}

/** Two 32-bit halves of the key's hash: the advisory lock that spans all server instances. */
export function keyLockIds(scope: Scope, key: string): [number, number] {
  const digest = createHash('sha256').update(`${scope.accountId}:${scope.livemode}:${key}`).digest();
  return [digest.readInt32BE(0), digest.readInt32BE(4)];
}

/** What a key's guard found: whether this request holds the key, and what is stored for it. */
export interface KeyState {
  locked: boolean;
  request_hash: string | null;
  status: number | null;
  body: string | null;
}

/**
 * The first statement of a keyed request's transaction: takes the key's lock and looks up
 * its stored answer. It travels with the request's own first batch of statements (GUARD in
 * statement-batching.ts), so a keyed request costs no round trip of its own. When the lock is
 * held elsewhere or an answer is stored, the statements that came with it never reach the
 * request's code: they reject with GuardStopped, whose row `stoppedByKey` returns, and the
 * transaction rolls back. The lookup's snapshot may predate the lock: if another instance
 * committed this key in between, `saveIdempotent` meets its row, so the work never commits
 * twice.
 */
export async function guardKey(db: Db, scope: Scope, key: string): Promise<void> {
  const [a, b] = keyLockIds(scope, key);
  await sql`${sql.raw(GUARD)}select (l.locked and k.key is null) as proceed, l.locked, k.request_hash, k.status, k.body
    from (select pg_try_advisory_xact_lock(${a}::int4, ${b}::int4) as locked) as l
    left join idempotency_keys k on k.account_id = ${scope.accountId} and k.livemode = ${scope.livemode} and k.key = ${key}`.execute(
    db,
  );
}

/**
 * What a request whose key is taken answers: 409 while another request holds it, the stored
 * answer when it ran with the same parameters, 400 when with others; undefined when the key
 * is free.
 */
export function answerForKey(
  vault: AnswerSeal,
  state: KeyState,
  hash: string,
  /** The key as the client sent it, for the error message. */
  shownKey: string,
): StoredAnswer | undefined {
  if (!state.locked) throw idempotencyInFlight();
  if (state.request_hash === null || state.status === null || state.body === null) return undefined;
  if (state.request_hash !== hash) throw idempotencyMismatch(shownKey);
  return { status: state.status, body: openBody(vault, state.body) };
}

/** What the guard found, when it is what stopped a request's transaction. */
export function stoppedByKey(error: unknown): KeyState | undefined {
  return error instanceof GuardStopped ? (error.row as unknown as KeyState) : undefined;
}

/** The answer stored for a key, read outside any transaction (after a keyed request failed). */
export async function storedAnswer(
  db: Db,
  vault: AnswerSeal,
  scope: Scope,
  key: string,
  hash: string,
  shownKey: string,
): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'body'])
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? answerForKey(vault, { locked: true, ...row }, hash, shownKey) : undefined;
}

/**
 * Stores the answer in the same transaction as the work it describes; it must be the
 * transaction's last statement, as it carries the COMMIT on PostgreSQL. A key stored in
 * the meantime by another instance is a unique violation: the work is rolled back, 409.
 */
export async function saveIdempotent(
  db: Db,
  vault: AnswerSeal,
  scope: Scope,
  key: string,
  hash: string,
  answer: StoredAnswer,
) {
  try {
    await sql`${sql.raw(COMMIT_AFTER)}insert into idempotency_keys (account_id, livemode, key, request_hash, status, body, created)
      values (${scope.accountId}, ${scope.livemode}, ${key}, ${hash}, ${answer.status}, ${vault.seal(answer.body)}, ${nowSeconds()})`.execute(
      db,
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw idempotencyInFlight();
    throw error;
  }
}

/** Keys are kept for 24 hours, as Stripe keeps them. */
export async function pruneIdempotencyKeys(db: Db, olderThanSeconds = 24 * 3600): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created', '<', nowSeconds() - olderThanSeconds)
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

export { ApiError };
