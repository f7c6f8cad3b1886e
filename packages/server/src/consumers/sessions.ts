import { hashKey, sameHash } from '../accounts/index.js';
import { newId, nowSeconds, randomToken } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { parseData } from '../store/index.js';
import type { Db } from '../store/types.js';
import type { Vault } from '../vault/index.js';
import { type ConsumerAccount, getConsumer } from './accounts.js';
import { consumerErrors } from './errors.js';
import type { CodeState } from './one-time-code.js';
import type { VerificationType } from './params.js';
import { isPendingSecret, materializePending } from './pending-session.js';
import { redactPhone, redactText } from './redaction.js';
import {
  CONSUMER_SESSION_MAX_AGE_SECONDS,
  CONSUMER_SESSION_TTL_SECONDS,
  SESSION_EXTEND_GRACE_SECONDS,
} from './session-lifetimes.js';

export {
  CONSUMER_SESSION_MAX_AGE_SECONDS,
  CONSUMER_SESSION_TTL_SECONDS,
  SESSION_EXTEND_GRACE_SECONDS,
} from './session-lifetimes.js';

/** Payment details types the wallet supports on this server. */
export const SUPPORTED_DETAILS_TYPES = ['CARD', 'BANK_ACCOUNT'];

/** The test e-mail marker of a wallet that is offered no bank accounts. */
export const DISABLE_BANK_MARKER = 'disable_bank';

/** Whether a consumer's wallet takes bank accounts: test wallets whose e-mail says disable_bank do not. */
export function bankDisabledFor(consumer: ConsumerAccount): boolean {
  return !consumer.livemode && consumer.email.includes(DISABLE_BANK_MARKER);
}

const SECRET_FORMAT = /^csmrs_secret_[A-Za-z0-9]{40}$/;
const AUTH_SECRET_FORMAT = /^csmras_secret_[A-Za-z0-9]{40}$/;

export interface VerificationSession {
  id: string;
  type: VerificationType;
  state: 'STARTED' | 'VERIFIED';
  /** WEBAUTHN: what the browser passes to navigator.credentials.get (as JSON). */
  public_key_credential_request_options?: unknown;
}

/** A WebAuthn ceremony in progress: its challenge is single use. */
export interface PasskeyChallenge {
  challenge: string;
  purpose: 'registration' | 'authentication';
  expires_at: number;
}

export interface SessionData {
  verification_sessions: VerificationSession[];
  /** The code of the verification in progress (SMS or EMAIL), hashed. */
  code: (CodeState & { type: 'SMS' | 'EMAIL' }) | null;
  passkey?: PasskeyChallenge | null;
}

export interface ConsumerSession {
  id: string;
  consumer: ConsumerAccount;
  data: SessionData;
  expiresAt: number;
  /** The client secret the caller presented or was just given. */
  secret: string;
}

/** Verified by a code or passkey, or the shopper's own new account (sign-up while paying). */
export function isAuthenticated(data: SessionData): boolean {
  return data.verification_sessions.some((v) => v.state === 'VERIFIED' || v.type === 'SIGNUP');
}

export async function createSession(
  db: Db,
  consumer: ConsumerAccount,
  verification?: VerificationSession,
): Promise<ConsumerSession> {
  const secret = `csmrs_secret_${randomToken(40)}`;
  const now = nowSeconds();
  const session: ConsumerSession = {
    id: newId('csmrs'),
    consumer,
    data: { verification_sessions: verification ? [verification] : [], code: null },
    expiresAt: now + CONSUMER_SESSION_TTL_SECONDS,
    secret,
  };
  await db
    .insertInto('consumer_sessions')
    .values({
      id: session.id,
      consumer_id: consumer.id,
      livemode: consumer.livemode,
      secret_hash: hashKey(secret),
      expires_at: session.expiresAt,
      created: now,
      data: JSON.stringify(session.data),
    })
    .execute();
  return session;
}

/**
 * The session a client secret names, locked for the rest of the request. Unknown, logged
 * out, other-mode and expired secrets are all `consumer_session_credentials_invalid`: the
 * wallet extends once and retries, and `extend` tells the cases apart.
 */
export async function findSession(
  db: Db,
  livemode: boolean,
  secret: string | undefined,
  options: { allowExpired?: boolean; vault?: Pick<Vault, 'requestMac'> } = {},
): Promise<ConsumerSession> {
  if (secret === undefined) throw consumerErrors.notLoggedIn();
  if (isPendingSecret(secret)) {
    // A lookup's session: written when first used (with the vault to check its signature),
    // then found as any other; one never used is unknown to a caller without the vault.
    if (options.vault && !(await materializePending(db, options.vault, secret))) {
      throw consumerErrors.credentialsInvalid();
    }
  } else if (!SECRET_FORMAT.test(secret)) throw consumerErrors.credentialsInvalid();
  const hash = hashKey(secret);
  const row = await db
    .selectFrom('consumer_sessions')
    .selectAll()
    .where('secret_hash', '=', hash)
    .forUpdate()
    .executeTakeFirst();
  const now = nowSeconds();
  if (!row || !sameHash(row.secret_hash, hash) || row.livemode !== livemode || row.logged_out) {
    throw options.allowExpired ? consumerErrors.sessionExpired() : consumerErrors.credentialsInvalid();
  }
  if (row.created + CONSUMER_SESSION_MAX_AGE_SECONDS <= now) {
    throw options.allowExpired ? consumerErrors.sessionExpired() : consumerErrors.credentialsInvalid();
  }
  if (row.expires_at <= now) {
    if (!options.allowExpired) throw consumerErrors.credentialsInvalid();
    if (row.expires_at + SESSION_EXTEND_GRACE_SECONDS <= now) throw consumerErrors.sessionExpired();
  }
  return {
    id: row.id,
    consumer: await getConsumer(db, row.consumer_id),
    data: parseData(row.data) as unknown as SessionData,
    expiresAt: row.expires_at,
    secret,
  };
}

/** The session of a wallet call's `credentials`, which must have been verified (or signed up). */
export async function authenticatedSession(
  ctx: ServiceContext,
  credentials: { consumer_session_client_secret: string } | undefined,
): Promise<ConsumerSession> {
  const session = await findSession(ctx.db, ctx.scope.livemode, credentials?.consumer_session_client_secret, {
    vault: ctx.app.vault,
  });
  if (!isAuthenticated(session.data)) throw consumerErrors.notVerified();
  return session;
}

export async function saveSessionData(db: Db, session: ConsumerSession): Promise<void> {
  await db
    .updateTable('consumer_sessions')
    .set({ data: JSON.stringify(session.data) })
    .where('id', '=', session.id)
    .execute();
}

/** A new client secret and expiry for a session: the old secret stops working. */
export async function renewSecret(db: Db, session: ConsumerSession): Promise<ConsumerSession> {
  const secret = `csmrs_secret_${randomToken(40)}`;
  const expiresAt = nowSeconds() + CONSUMER_SESSION_TTL_SECONDS;
  await db
    .updateTable('consumer_sessions')
    .set({ secret_hash: hashKey(secret), expires_at: expiresAt })
    .where('id', '=', session.id)
    .execute();
  return { ...session, secret, expiresAt };
}

/** The auth session secret: carries a verified login to wallet-config on the next page load. */
export async function issueAuthSecret(db: Db, session: ConsumerSession): Promise<string> {
  const secret = `csmras_secret_${randomToken(40)}`;
  await db
    .updateTable('consumer_sessions')
    .set({ auth_secret_hash: hashKey(secret) })
    .where('id', '=', session.id)
    .execute();
  return secret;
}

export async function logOut(db: Db, session: ConsumerSession): Promise<void> {
  await db
    .updateTable('consumer_sessions')
    .set({ logged_out: true, auth_secret_hash: null })
    .where('id', '=', session.id)
    .execute();
}

/** The live, authenticated session an auth session secret names, if any. */
export async function findByAuthSecret(
  db: Db,
  livemode: boolean,
  authSecret: string,
): Promise<{ session: Omit<ConsumerSession, 'secret'> } | undefined> {
  if (!AUTH_SECRET_FORMAT.test(authSecret)) return undefined;
  const hash = hashKey(authSecret);
  const row = await db
    .selectFrom('consumer_sessions')
    .selectAll()
    .where('auth_secret_hash', '=', hash)
    .executeTakeFirst();
  if (!row?.auth_secret_hash || !sameHash(row.auth_secret_hash, hash)) return undefined;
  const now = nowSeconds();
  if (row.livemode !== livemode || row.logged_out || row.expires_at <= now) return undefined;
  if (row.created + CONSUMER_SESSION_MAX_AGE_SECONDS <= now) return undefined;
  const data = parseData(row.data) as unknown as SessionData;
  if (!isAuthenticated(data)) return undefined;
  return {
    session: {
      id: row.id,
      consumer: await getConsumer(db, row.consumer_id),
      data,
      expiresAt: row.expires_at,
    },
  };
}

/** `consumer_session` as the wallet reads it; the phone number shows only once verified. */
export function consumerSessionView(session: Omit<ConsumerSession, 'secret'>, secret: string | null) {
  const { consumer, data } = session;
  const verified = isAuthenticated(data);
  return {
    client_secret: secret,
    email_address: consumer.email,
    redacted_phone_number: redactPhone(consumer.phone),
    redacted_formatted_phone_number: redactPhone(consumer.phone),
    unredacted_phone_number: verified ? consumer.phone : redactText(consumer.phone),
    phone_number_country: consumer.phone_country,
    verification_sessions: data.verification_sessions.map(({ id, type, state, ...rest }) => ({
      id,
      type,
      state,
      ...(state === 'STARTED' ? rest : {}),
    })),
    support_payment_details_types: bankDisabledFor(consumer)
      ? SUPPORTED_DETAILS_TYPES.filter((type) => type !== 'BANK_ACCOUNT')
      : SUPPORTED_DETAILS_TYPES,
    expires_at: session.expiresAt,
    livemode: consumer.livemode,
  };
}
