import { DEFAULT_API_VERSION } from '@payframe/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../kernel/app-context.js';
import { ApiError, invalidRequest } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import { p, parseParams } from '../kernel/params.js';
import { recordEvent } from '../kernel/record-event.js';
import type { Auth } from '../routing/caller.js';
import { expandObject } from '../routing/expand.js';
import type { RequestContext, RouteDef } from '../routing/route.js';
import type { Db } from '../store/types.js';
import { publishableNotAllowed } from './auth.js';
import { noteCaller } from './callers.js';
import { QUERY_ERROR } from './form-body.js';
import {
  answerForKey,
  checkKey,
  guardKey,
  type InFlightKeys,
  requestHash,
  type StoredAnswer,
  saveIdempotent,
  scopedKey,
  stoppedByKey,
  storedAnswer,
} from './idempotency.js';
import { checkPathParams, checkRawInput } from './raw-input.js';

const VERSION_FORMAT = /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/;

// Built once: zod schemas are not free to construct.
const EXPAND_PARAMS = z.object({ expand: p.expand });
const NO_PARAMS = z.strictObject({});

/** Parameters the wire format allows on every call, outside any resource's schema. */
const CREDENTIAL_PARAMS = ['key', '_stripe_account', '_stripe_version'] as const;

/**
 * The country of the client's address: the one a trusted proxy (a CDN) names in its header,
 * else the country database's for the address, which is the proxy-aware `request.ip`.
 */
function ipCountry(request: FastifyRequest, app: AppContext): string | null {
  const name = app.config.ipCountryHeader;
  const value = name ? header(request, name)?.trim().toUpperCase() : undefined;
  if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX') return value;
  return app.geoip?.country(request.ip) ?? null;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function rawParams(request: FastifyRequest, method: string): Record<string, unknown> {
  const queryError = (request.query as Record<symbol, unknown> | undefined)?.[QUERY_ERROR];
  if (method !== 'POST' && queryError) throw queryError;
  const source = method === 'POST' ? request.body : request.query;
  if (source === undefined || source === null || source === '') return {};
  if (typeof source !== 'object' || Array.isArray(source)) {
    throw invalidRequest(
      'The request body must be form-encoded (application/x-www-form-urlencoded) or a JSON object.',
    );
  }
  return { ...(source as Record<string, unknown>) };
}

/**
 * One API call: authenticate, validate, run the handler (in a transaction with the
 * idempotency record for writes), expand, answer. Every error leaves as the Stripe error object.
 */
export async function handleRoute(
  app: AppContext,
  inFlight: InFlightKeys,
  def: RouteDef,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const requestId = request.id;
  const raw = rawParams(request, def.method);
  checkRawInput(raw);
  checkPathParams(request.params as Record<string, string>);
  const credentials: Record<string, unknown> = {};
  for (const name of CREDENTIAL_PARAMS) {
    if (name in raw) {
      credentials[name] = raw[name];
      delete raw[name];
    }
  }
  const bodyKey = typeof credentials.key === 'string' ? credentials.key : undefined;
  if (bodyKey && !bodyKey.startsWith('pk_')) {
    throw invalidRequest(
      'Only a publishable key may be sent as the `key` parameter; send secret keys in the Authorization header.',
      'key',
    );
  }
  const auth = await app.authenticator.authenticate({
    authorization: header(request, 'authorization'),
    bodyKey,
    stripeAccount:
      header(request, 'stripe-account') ??
      (typeof credentials._stripe_account === 'string' ? credentials._stripe_account : undefined),
    ip: request.ip,
  });
  noteCaller(request, auth);
  const allowed = def.auth ?? ['secret'];
  if (!allowed.includes(auth.kind)) {
    throw auth.kind === 'publishable'
      ? publishableNotAllowed()
      : invalidRequest('This key cannot make this call.', undefined, undefined, 403);
  }
  const requestedVersion =
    header(request, 'stripe-version') ??
    (typeof credentials._stripe_version === 'string' ? credentials._stripe_version : undefined);
  const apiVersion = requestedVersion ?? DEFAULT_API_VERSION;
  if (!VERSION_FORMAT.test(apiVersion))
    throw invalidRequest(`Invalid Stripe API version: ${apiVersion}`, 'Stripe-Version');
  reply.header('Stripe-Version', apiVersion);

  const expand = raw.expand === undefined ? [] : parseParams(EXPAND_PARAMS, { expand: raw.expand }).expand;
  if (auth.kind !== 'secret')
    checkBrowserExpansions(expand, auth.kind === 'ephemeral' && auth.issuingCard !== undefined);
  const { expand: _ignored, ...rest } = raw;
  const params = parseParams(def.params ?? NO_PARAMS, rest);
  const path = request.params as Record<string, string>;

  const country = ipCountry(request, app);
  const context = (db: Db, idempotencyKey: string | null, tasks: (() => void)[]): RequestContext => ({
    app,
    db,
    scope: auth.scope,
    auth,
    params: params as Record<string, unknown>,
    path,
    expand,
    requestId,
    ip: request.ip,
    userAgent: header(request, 'user-agent'),
    client: {
      ip: request.ip ?? null,
      ipCountry: country,
      userAgent: header(request, 'user-agent') ?? null,
      publishableKey: auth.kind === 'publishable' ? auth.key : null,
    },
    origin: header(request, 'origin'),
    host: header(request, 'host'),
    idempotencyKey,
    apiVersion,
    apiVersionExplicit: requestedVersion !== undefined,
    emit: async (type, object, previousAttributes) => {
      await recordEvent(db, auth.scope, {
        type,
        object,
        previousAttributes,
        requestId,
        idempotencyKey,
        apiVersion,
      });
      if (tasks.length === 0 || tasks.at(-1) !== notifyEvents) tasks.push(notifyEvents);
    },
    afterCommit: (task) => tasks.push(task),
    sealedHere: new Map(),
  });
  const notifyEvents = () => app.notify('events');

  if (def.method === 'GET') {
    const result = await def.handler(context(app.db, null, []));
    await expandObject(app.db, auth.scope, result, expand);
    send(reply, 200, JSON.stringify(result));
    return;
  }

  const idempotencyKey = header(request, 'idempotency-key') ?? null;
  if (idempotencyKey !== null) {
    checkKey(idempotencyKey);
    reply.header('Idempotency-Key', idempotencyKey);
  }
  const answer = await runWrite(
    app,
    inFlight,
    auth,
    idempotencyKey,
    def,
    raw,
    request.url,
    async (db, tasks) => {
      const result = await def.handler(context(db, idempotencyKey, tasks));
      await expandObject(db, auth.scope, result, expand);
      return JSON.stringify(result);
    },
  );
  if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
  send(reply, answer.status, answer.body);
}

interface WriteAnswer extends StoredAnswer {
  replayed: boolean;
}

async function runWrite(
  app: AppContext,
  inFlight: InFlightKeys,
  auth: Auth,
  key: string | null,
  def: RouteDef,
  raw: Record<string, unknown>,
  url: string,
  work: (db: Db, tasks: (() => void)[]) => Promise<string>,
): Promise<WriteAnswer> {
  const stored = key === null ? null : scopedKey(auth, key);
  const release = stored === null ? undefined : inFlight.claim(auth.scope, stored);
  const hash = stored === null ? '' : requestHash(app.vault, def.method, url.split('?')[0]!, raw);
  const tasks: (() => void)[] = [];
  try {
    const outcome = await app.db.transaction().execute(async (tx) => {
      // The key's lock and lookup ride with the request's first statements (guardKey).
      if (stored !== null) await guardKey(tx, auth.scope, stored);
      let answer: StoredAnswer;
      try {
        answer = { status: 200, body: await work(tx, tasks) };
      } catch (error) {
        // A decline is an outcome: its writes and its answer are kept, and replayed.
        if (!(error instanceof ApiError) || !error.persist) throw error;
        answer = { status: error.status, body: JSON.stringify(error.toJSON()) };
      }
      if (stored !== null) await saveIdempotent(tx, app.vault, auth.scope, stored, hash, answer);
      return { ...answer, replayed: false };
    });
    for (const task of tasks) task();
    return outcome;
  } catch (error) {
    const earlier =
      stored === null ? undefined : await earlierAnswer(app, auth, stored, hash, key ?? '', error);
    if (earlier) return { ...earlier, replayed: true };
    throw error;
  } finally {
    release?.();
  }
}

/**
 * What a keyed request that failed answers instead of its error: when its key's guard stopped
 * it, what the key says (409, 400 or the stored answer); when it failed otherwise (before its
 * guard was answered, or meeting a key another instance stored meanwhile), the answer stored
 * for the key, if there is one.
 */
async function earlierAnswer(
  app: AppContext,
  auth: Auth,
  stored: string,
  hash: string,
  shownKey: string,
  error: unknown,
): Promise<StoredAnswer | undefined> {
  const stopped = stoppedByKey(error);
  if (stopped) return answerForKey(app.vault, stopped, hash, shownKey);
  try {
    return await storedAnswer(app.db, app.vault, auth.scope, stored, hash, shownKey);
  } catch (lookup) {
    // A lookup that fails too (the database is gone) leaves the first error to answer.
    if (lookup instanceof ApiError) throw lookup;
    return undefined;
  }
}

/**
 * What a key held in a browser may expand: the payment method of the object it may see, one
 * level and no further, as Stripe.js asks for it. Anything deeper (`payment_method.customer`)
 * would hand a shopper's key the merchant's own records.
 */
const BROWSER_EXPANSIONS = new Set(['payment_method']);

/** An issuing card display key asks for the card's secrets (checked against its nonce by the card's route). */
const CARD_DISPLAY_EXPANSIONS = new Set(['number', 'cvc', 'pin.number']);

function checkBrowserExpansions(paths: readonly string[], cardDisplay: boolean): void {
  for (const path of paths) {
    if (!BROWSER_EXPANSIONS.has(path) && !(cardDisplay && CARD_DISPLAY_EXPANSIONS.has(path))) {
      throw invalidRequest(
        `This property cannot be expanded with a publishable key (${path}). Expand it from your server, with your secret key.`,
        'expand',
      );
    }
  }
}

function send(reply: FastifyReply, status: number, body: string): void {
  reply.code(status).header('content-type', 'application/json; charset=utf-8').send(body);
}

export function newRequestId(): string {
  return newId('req', 14);
}
