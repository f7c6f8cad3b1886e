import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AppContext } from '../kernel/app-context.js';
import { invalidRequest } from '../kernel/errors.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { Db } from '../store/types.js';
import { consumerErrors } from './errors.js';
import { type ConsumerSession, saveSessionData } from './sessions.js';

/** How long the browser has to answer a passkey challenge. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 5 * 60;
/** Passkeys one consumer may register. */
export const MAX_PASSKEYS = 10;
const RP_NAME = 'Link';

/** The relying party is this server's public origin: the wallet frames run the ceremony there. */
function relyingParty(app: AppContext): { rpID: string; origin: string } {
  const url = new URL(app.config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

export interface StoredPasskey {
  id: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: AuthenticatorTransportFuture[];
}

export async function listPasskeys(db: Db, consumerId: string): Promise<StoredPasskey[]> {
  const rows = await db
    .selectFrom('consumer_passkeys')
    .selectAll()
    .where('consumer_id', '=', consumerId)
    .orderBy('created')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
    counter: Number(row.counter),
    transports: (typeof row.transports === 'string'
      ? JSON.parse(row.transports)
      : row.transports) as AuthenticatorTransportFuture[],
  }));
}

/** The browser's answer, as @simplewebauthn/browser gives it, sent as a JSON string. */
function parseCredential<T>(data: string | undefined): T {
  if (data === undefined) {
    throw invalidRequest(
      'Missing required param: webauthn_credential_data.',
      'webauthn_credential_data',
      'parameter_missing',
    );
  }
  try {
    const parsed = JSON.parse(data) as unknown;
    if (parsed && typeof parsed === 'object' && typeof (parsed as { id?: unknown }).id === 'string')
      return parsed as T;
  } catch {
    // Reported below, as any other unusable value.
  }
  throw invalidRequest(
    'webauthn_credential_data must be the passkey answer as JSON.',
    'webauthn_credential_data',
    'parameter_invalid',
  );
}

/** Takes the session's challenge for this purpose; it is spent whatever the answer. */
function takeChallenge(session: ConsumerSession, purpose: 'registration' | 'authentication'): string {
  const pending = session.data.passkey;
  session.data.passkey = null;
  if (!pending || pending.purpose !== purpose || pending.expires_at <= nowSeconds()) {
    throw consumerErrors.passkeyNoChallenge();
  }
  return pending.challenge;
}

/** Options for navigator.credentials.create: a verified shopper adds a passkey to their account. */
export async function startRegistration(ctx: ServiceContext, session: ConsumerSession) {
  const { rpID } = relyingParty(ctx.app);
  const existing = await listPasskeys(ctx.db, session.consumer.id);
  if (existing.length >= MAX_PASSKEYS) throw consumerErrors.tooMany('passkeys');
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: session.consumer.email,
    userID: new TextEncoder().encode(session.consumer.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  session.data.passkey = {
    challenge: options.challenge,
    purpose: 'registration',
    expires_at: nowSeconds() + PASSKEY_CHALLENGE_TTL_SECONDS,
  };
  await saveSessionData(ctx.db, session);
  return options;
}

export async function confirmRegistration(
  ctx: ServiceContext,
  session: ConsumerSession,
  data: string | undefined,
) {
  const response = parseCredential<RegistrationResponseJSON>(data);
  const expectedChallenge = takeChallenge(session, 'registration');
  await saveSessionData(ctx.db, session);
  const { rpID, origin } = relyingParty(ctx.app);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
    });
  } catch {
    verified = { verified: false };
  }
  if (!verified.verified) throw consumerErrors.passkeyRejected().committed();
  const { credential } = verified.registrationInfo;
  const created = nowSeconds();
  await ctx.db
    .insertInto('consumer_passkeys')
    .values({
      id: credential.id,
      consumer_id: session.consumer.id,
      livemode: session.consumer.livemode,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      created,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return { id: credential.id, object: 'consumer_passkey', created };
}

/** A WEBAUTHN verification: its request options ride on the verification session. */
export async function startPasskeyVerification(ctx: ServiceContext, session: ConsumerSession): Promise<void> {
  const passkeys = await listPasskeys(ctx.db, session.consumer.id);
  if (passkeys.length === 0) throw consumerErrors.passkeysUnavailable();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.app).rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.id, transports: p.transports })),
    userVerification: 'preferred',
  });
  session.data.passkey = {
    challenge: options.challenge,
    purpose: 'authentication',
    expires_at: nowSeconds() + PASSKEY_CHALLENGE_TTL_SECONDS,
  };
  session.data.verification_sessions = [
    ...session.data.verification_sessions.filter((v) => v.state === 'VERIFIED' || v.type === 'SIGNUP'),
    { id: newId('vs'), type: 'WEBAUTHN', state: 'STARTED', public_key_credential_request_options: options },
  ];
  await saveSessionData(ctx.db, session);
}

export async function confirmPasskeyVerification(
  ctx: ServiceContext,
  session: ConsumerSession,
  data: string | undefined,
): Promise<void> {
  const started = session.data.verification_sessions.find(
    (v) => v.type === 'WEBAUTHN' && v.state === 'STARTED',
  );
  if (!started) throw consumerErrors.passkeyNoSession();
  const response = parseCredential<AuthenticationResponseJSON>(data);
  const expectedChallenge = takeChallenge(session, 'authentication');
  const passkey = (await listPasskeys(ctx.db, session.consumer.id)).find((p) => p.id === response.id);
  const { rpID, origin } = relyingParty(ctx.app);
  let newCounter: number | undefined;
  if (passkey) {
    try {
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.id,
          publicKey: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports,
        },
      });
      if (result.verified) newCounter = result.authenticationInfo.newCounter;
    } catch {
      newCounter = undefined;
    }
  }
  if (newCounter === undefined) {
    await saveSessionData(ctx.db, session);
    throw consumerErrors.passkeyRejected().committed();
  }
  await ctx.db
    .updateTable('consumer_passkeys')
    .set({ counter: newCounter })
    .where('id', '=', response.id)
    .execute();
  started.state = 'VERIFIED';
  delete started.public_key_credential_request_options;
  await saveSessionData(ctx.db, session);
}
