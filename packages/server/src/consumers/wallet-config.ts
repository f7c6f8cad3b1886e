import { invalidRequest } from '../kernel/errors.js';
import { findDomain, walletsOnDomain } from '../payment-method-domains/index.js';
import { route } from '../routing/route.js';
import { lookupEmail } from './accounts.js';
import { offeredDetails } from './bank-details.js';
import { readOutbox } from './notifier.js';
import { outboxParams, walletConfigParams } from './params.js';
import { listPasskeys } from './passkeys.js';
import { detailsView, listDetails } from './payment-details.js';
import { CONSUMER_AUTH } from './session-routes.js';
import { consumerSessionView, findByAuthSecret } from './sessions.js';

/** Hosts that count as registered payment method domains in test mode (docs/elements.md). */
const TEST_MODE_LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** The host without its port (`localhost:4242`, `[::1]:4242`). */
const withoutPort = (host: string) => host.toLowerCase().replace(/:\d+$/, '');

/** Messages the outbox helper answers at most. */
const OUTBOX_MAX = 100;

const walletConfig = route({
  method: 'GET',
  path: '/v1/elements/wallet-config',
  auth: CONSUMER_AUTH,
  params: walletConfigParams,
  async handler(ctx) {
    const params = ctx.params;
    let consumerInfo: Record<string, unknown> | null = null;
    if (params.auth_session_client_secret) {
      const found = await findByAuthSecret(ctx.db, ctx.scope.livemode, params.auth_session_client_secret);
      if (found) {
        const session = { ...found.session, secret: '' };
        const [details, passkeys] = await Promise.all([
          listDetails(ctx, session),
          listPasskeys(ctx.db, session.consumer.id),
        ]);
        consumerInfo = {
          // The session's own secret is never stored: the wallet signs in again with the auth secret.
          consumer_session: consumerSessionView(found.session, null),
          // The wallet's frames offer cards here; bank accounts go to callers that ask for them.
          redacted_payment_details: offeredDetails(details, session, undefined).map((d) =>
            detailsView(d, true),
          ),
          auth_session_client_secret: params.auth_session_client_secret,
          publishable_key: ctx.auth.kind === 'publishable' ? ctx.auth.key : null,
          available_passkeys: passkeys.map((p) => ({ id: p.id, transports: p.transports })),
        };
      }
    }
    // The card wallets need the page's host among the account's payment method domains; in
    // test mode a page served from this machine (localhost, 127.0.0.1, [::1]) needs none.
    const host = params.top_level_referrer_host ?? params.referrer_host;
    const wallets =
      host && !ctx.scope.livemode && TEST_MODE_LOOPBACK.includes(withoutPort(host))
        ? { apple_pay: true, google_pay: true }
        : walletsOnDomain(host ? await findDomain(ctx.db, ctx.scope, host) : undefined);
    return {
      object: 'wallet_config',
      apple_pay_available: { payment_request_button: wallets.apple_pay },
      apple_pay_later_available: { payment_request_button: false },
      google_pay_available: { payment_request_button: wallets.google_pay },
      verified_payment_methods_on_domain: { ...wallets, link: true },
      link_available: true,
      link_settings: { link_mode: 'PASSTHROUGH' },
      flags: {},
      experiments: {
        elements_session_id: params.elements_session_id ?? null,
        elements_assignment_id: params.elements_assignment_id ?? null,
      },
      passive_captcha: null,
      is_override: false,
      consumer_info: consumerInfo,
      token: null,
      token_notification_url: null,
    };
  },
});

export const walletConfigRoutes = [
  walletConfig,
  // The wallet posts it too (docs/confirmation.md#calls); the same answer.
  route({ ...walletConfig, method: 'POST' }),
  route({
    method: 'GET',
    path: '/v1/test_helpers/consumers/outbox',
    params: outboxParams,
    async handler(ctx) {
      if (ctx.scope.livemode) {
        throw invalidRequest(
          'The Link outbox holds test-mode messages only; use a test secret key.',
          undefined,
          undefined,
          403,
        );
      }
      const limit = Math.min(Math.max(ctx.params.limit ?? 10, 1), OUTBOX_MAX);
      const to = ctx.params.email_address === undefined ? undefined : lookupEmail(ctx.params.email_address);
      const data = await readOutbox(ctx.db, { accountId: ctx.scope.accountId, to, limit });
      return { object: 'list', data, has_more: false, url: '/v1/test_helpers/consumers/outbox' };
    },
  }),
];
