import { LINK_CURRENCY_COUNTRY, LINK_ERRORS } from '@payframe/core';
import { newId } from '../kernel/ids.js';
import type { AuthKind } from '../routing/caller.js';
import type { RequestContext } from '../routing/route.js';
import { route } from '../routing/route.js';
import {
  checkPhone,
  DEFAULT_CONSUMER_COUNTRY,
  findConsumerByEmail,
  insertConsumer,
  lookupEmail,
} from './accounts.js';
import { offeredDetails } from './bank-details.js';
import { consumerErrors } from './errors.js';
import {
  confirmVerificationParams,
  lookupParams,
  sessionCallParams,
  signUpParams,
  startVerificationParams,
} from './params.js';
import { confirmPasskeyVerification, listPasskeys, startPasskeyVerification } from './passkeys.js';
import { detailsView, listDetails } from './payment-details.js';
import { pendingSession } from './pending-session.js';
import {
  type ConsumerSession,
  consumerSessionView,
  createSession,
  findSession,
  isAuthenticated,
  issueAuthSecret,
  logOut,
  renewSecret,
} from './sessions.js';
import { addressView, listAddresses } from './shipping-addresses.js';
import { confirmVerification, startVerification } from './verification.js';

/** Link consumer calls are made from the wallet frames with the merchant's publishable key. */
export const CONSUMER_AUTH: readonly AuthKind[] = ['publishable', 'secret'];

/** The publishable key the wallet keeps using, never a secret key. */
function publishableKey(ctx: RequestContext<unknown>): string | null {
  return ctx.auth.kind === 'publishable' ? ctx.auth.key : null;
}

/** The lookup answer (docs/link.md#entities): the session and what the wallet shows before and after verifying. */
async function lookupAnswer(
  ctx: RequestContext<unknown>,
  session: ConsumerSession,
  supportedTypes: readonly string[] | undefined,
) {
  const verified = isAuthenticated(session.data);
  // Before the shopper proves they own the e-mail, the answer says only that the account exists
  // (and the redacted phone the code goes to): a lookup by e-mail, which any page's key can make,
  // must not list a stranger's cards or addresses, however redacted.
  const [details, addresses, passkeys] = await Promise.all([
    verified ? listDetails(ctx, session) : [],
    verified ? listAddresses(ctx, session) : [],
    listPasskeys(ctx.db, session.consumer.id),
  ]);
  return {
    exists: true,
    consumer_session: consumerSessionView(session, session.secret),
    error_message: null,
    publishable_key: publishableKey(ctx),
    account_id: session.consumer.id,
    redacted_payment_details: offeredDetails(details, session, supportedTypes).map((d) =>
      detailsView(d, verified),
    ),
    shipping_addresses: addresses.map((a) => addressView(a, verified)),
    experiments: {},
    settings: {
      found_using_partial_cookie: false,
      full_name_collection_required: false,
      email_otp_requires_additional_info: false,
      email_otp_verify_phone_despite_sms_otp: false,
      has_passkey: passkeys.length > 0,
      has_previous_merchant_relationship: false,
      purchase_protections_holdback: false,
    },
  };
}

/** A stored secret (the wallet's cookie) that still names a live session, for one-click sign-in. */
async function sessionFromCookies(
  ctx: RequestContext<unknown>,
  secrets: string[],
  email: string | undefined,
): Promise<ConsumerSession | undefined> {
  for (const secret of secrets) {
    try {
      const session = await findSession(ctx.db, ctx.scope.livemode, secret);
      if (email === undefined || session.consumer.email === email) return session;
    } catch {
      // An expired or unknown cookie: try the next one.
    }
  }
  return undefined;
}

export const sessionRoutes = [
  route({
    method: 'POST',
    path: '/v1/consumers/sessions/lookup',
    auth: CONSUMER_AUTH,
    params: lookupParams,
    async handler(ctx) {
      ctx.app.lookups.check({
        livemode: ctx.scope.livemode,
        address: ctx.ip ?? 'unknown',
        key: ctx.auth.key,
      });
      const email =
        ctx.params.email_address === undefined ? undefined : lookupEmail(ctx.params.email_address);
      const cookies = ctx.params.cookies?.verification_session_client_secrets ?? [];
      const fromCookie = await sessionFromCookies(ctx, cookies, email);
      if (fromCookie) return lookupAnswer(ctx, fromCookie, ctx.params.supported_payment_details_types);
      const consumer =
        email === undefined ? undefined : await findConsumerByEmail(ctx.db, ctx.scope.livemode, email);
      if (!consumer) {
        return {
          exists: false,
          consumer_session: null,
          error_message: LINK_ERRORS.consumer_not_found,
          publishable_key: publishableKey(ctx),
          account_id: null,
        };
      }
      // Nothing is written until the secret is used: a lookup alone fills no table.
      return lookupAnswer(
        ctx,
        pendingSession(ctx.app.vault, consumer),
        ctx.params.supported_payment_details_types,
      );
    },
  }),
  route({
    method: 'POST',
    path: '/v1/consumers/accounts/sign_up',
    auth: CONSUMER_AUTH,
    params: signUpParams,
    async handler(ctx) {
      const params = ctx.params;
      const email = lookupEmail(params.email_address);
      const country = (
        params.country ??
        LINK_CURRENCY_COUNTRY[params.currency ?? ''] ??
        DEFAULT_CONSUMER_COUNTRY
      ).toUpperCase();
      const phone = checkPhone(params.phone_number, country);
      const consumer = await insertConsumer(ctx.db, {
        livemode: ctx.scope.livemode,
        email,
        phone: phone.e164,
        phone_country: phone.country,
        legal_name: params.legal_name?.trim() || null,
        country,
      });
      if (!consumer) throw consumerErrors.emailTaken();
      const session = await createSession(ctx.db, consumer, {
        id: newId('vs'),
        type: 'SIGNUP',
        state: 'STARTED',
      });
      return {
        account_id: consumer.id,
        auth_session_client_secret: await issueAuthSecret(ctx.db, session),
        consumer_session: consumerSessionView(session, session.secret),
        publishable_key: publishableKey(ctx),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/consumers/sessions/start_verification',
    auth: CONSUMER_AUTH,
    params: startVerificationParams,
    async handler(ctx) {
      const session = await findSession(
        ctx.db,
        ctx.scope.livemode,
        ctx.params.credentials?.consumer_session_client_secret,
        { vault: ctx.app.vault },
      );
      if (ctx.params.type === 'WEBAUTHN') await startPasskeyVerification(ctx, session);
      else await startVerification(ctx, session, ctx.params.type);
      return { consumer_session: consumerSessionView(session, session.secret) };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/consumers/sessions/confirm_verification',
    auth: CONSUMER_AUTH,
    params: confirmVerificationParams,
    async handler(ctx) {
      const session = await findSession(
        ctx.db,
        ctx.scope.livemode,
        ctx.params.credentials?.consumer_session_client_secret,
        { vault: ctx.app.vault },
      );
      if (ctx.params.type === 'WEBAUTHN') {
        await confirmPasskeyVerification(ctx, session, ctx.params.webauthn_credential_data);
      } else {
        if (ctx.params.code === undefined) throw consumerErrors.codeMissing();
        await confirmVerification(ctx, session, ctx.params.type, ctx.params.code);
      }
      return {
        auth_session_client_secret: await issueAuthSecret(ctx.db, session),
        consumer_session: consumerSessionView(session, session.secret),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/consumers/sessions/log_out',
    auth: CONSUMER_AUTH,
    params: sessionCallParams,
    async handler(ctx) {
      const secret = ctx.params.credentials?.consumer_session_client_secret;
      // Logging out an expired session still ends it: the wallet clears its secret either way.
      const session = await findSession(ctx.db, ctx.scope.livemode, secret, {
        allowExpired: true,
        vault: ctx.app.vault,
      });
      await logOut(ctx.db, session);
      session.data = { verification_sessions: [], code: null };
      return { consumer_session: consumerSessionView(session, null) };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/consumers/sessions/extend',
    auth: CONSUMER_AUTH,
    params: sessionCallParams,
    async handler(ctx) {
      const secret = ctx.params.credentials?.consumer_session_client_secret;
      const session = await findSession(ctx.db, ctx.scope.livemode, secret, {
        allowExpired: true,
        vault: ctx.app.vault,
      });
      const renewed = await renewSecret(ctx.db, session);
      return {
        consumer_session_client_secret: renewed.secret,
        consumer_session: consumerSessionView(renewed, renewed.secret),
      };
    },
  }),
];
