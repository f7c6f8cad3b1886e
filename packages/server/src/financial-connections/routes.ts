import { listResources } from '../kernel/list.js';
import { p } from '../kernel/params.js';
import { route } from '../routing/route.js';
import { parseData } from '../store/index.js';
import { disconnectAccount, getAccount, refreshAccount } from './accounts.js';
import { attachLinkedAccount } from './attach-linked.js';
import { bankAccountToken } from './bank-account-token.js';
import { attachManualAccount, completeSession, selectAccounts, signIn } from './linking-steps.js';
import { sessionCountry, sessionView } from './session.js';
import { createSession, getSession, sessionBySecret } from './sessions.js';
import { institutionsIn } from './test-institutions.js';

const PERMISSIONS = ['balances', 'ownership', 'payment_method', 'transactions'] as const;

const createParams = p.object({
  account_holder: p
    .object({
      type: p.oneOf(['customer', 'account']),
      customer: p.string().optional(),
      account: p.string().optional(),
    })
    .optional(),
  permissions: p.array(p.oneOf(PERMISSIONS)),
  filters: p
    .object({
      countries: p.array(p.string(2)).optional(),
      account_subcategories: p
        .array(p.oneOf(['checking', 'savings', 'credit_card', 'line_of_credit', 'mortgage']))
        .optional(),
    })
    .optional(),
  prefetch: p.array(p.oneOf(['balances', 'ownership', 'transactions'])).optional(),
  return_url: p.string(2048).optional(),
});

/** The API a merchant calls with the secret key: sessions, and the accounts linked in them. */
const merchantRoutes = [
  route({
    method: 'POST',
    path: '/v1/financial_connections/sessions',
    params: createParams,
    handler: async (ctx) => sessionView(await createSession(ctx, ctx.params)),
  }),
  route({
    method: 'GET',
    path: '/v1/financial_connections/sessions/:session',
    handler: async (ctx) => sessionView(await getSession(ctx, ctx.path.session!)),
  }),
  route({
    method: 'GET',
    path: '/v1/financial_connections/accounts',
    params: p.object({
      ...p.listShape,
      session: p.string().optional(),
      account_holder: p
        .object({ customer: p.string().optional(), account: p.string().optional() })
        .optional(),
    }),
    handler: (ctx) => {
      const { session, account_holder, expand: _expand, ...page } = ctx.params;
      return listResources(
        ctx.db,
        'financial_connections_accounts',
        ctx.scope,
        page,
        '/v1/financial_connections/accounts',
        {
          ...(session ? { session } : {}),
          ...(account_holder?.customer ? { holder_customer: account_holder.customer } : {}),
        },
      );
    },
  }),
  route({
    method: 'GET',
    path: '/v1/financial_connections/accounts/:account',
    handler: (ctx) => getAccount(ctx, ctx.path.account!),
  }),
  route({
    method: 'POST',
    path: '/v1/financial_connections/accounts/:account/disconnect',
    handler: (ctx) => disconnectAccount(ctx, ctx.path.account!),
  }),
  route({
    method: 'POST',
    path: '/v1/financial_connections/accounts/:account/refresh',
    params: p.object({ features: p.array(p.oneOf(['balance', 'ownership', 'transactions'])) }),
    handler: (ctx) => refreshAccount(ctx, ctx.path.account!, ctx.params.features),
  }),
];

const BROWSER = ['publishable', 'secret'] as const;

/**
 * What the linking modal calls with the publishable key and the session's client secret: the
 * session's manifest and the test institutions, signing in, choosing accounts (or typing the
 * account in), and completing.
 */
const browserRoutes = [
  route({
    method: 'POST',
    path: '/v1/financial_connections/sessions/synchronize',
    auth: BROWSER,
    params: p.object({ client_secret: p.string(), emit_events: p.boolean.optional() }),
    async handler(ctx) {
      const session = await sessionBySecret(ctx, ctx.params.client_secret);
      const account = await ctx.db
        .selectFrom('accounts')
        .select('data')
        .where('id', '=', ctx.scope.accountId)
        .executeTakeFirst();
      const profile = (account ? parseData(account.data) : {}) as {
        business_profile?: { name?: string | null };
        settings?: { dashboard?: { display_name?: string | null } };
      };
      return {
        id: session.id,
        // The consent screen names the merchant the shopper links their account for.
        business_name: profile.settings?.dashboard?.display_name ?? profile.business_profile?.name ?? '',
        object: 'financial_connections.session_manifest',
        permissions: session.permissions,
        // Typing the account in is offered when the session pays or sets up an intent, unless
        // the intent asks for instant verification (the account is then linked at the bank).
        manual_entry: session.state.intent !== null && session.state.instantOnly !== true,
        // The linked account becomes the intent's payment account.
        payment_account: session.state.intent !== null,
        // A Canadian session's "Enter bank details manually" hands over to the PAD form.
        country: sessionCountry(session),
        status: session.state.status,
        institutions: institutionsIn(sessionCountry(session)).map(({ id, name, logo }) => ({
          id,
          name,
          logo,
        })),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/link_account_sessions/sign_in',
    auth: BROWSER,
    params: p.object({ client_secret: p.string(), institution: p.string() }),
    async handler(ctx) {
      const session = await sessionBySecret(ctx, ctx.params.client_secret);
      return signIn(ctx, session, ctx.params.institution, ctx.app.config.publicUrl);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/link_account_sessions/selected_accounts',
    auth: BROWSER,
    params: p.object({ client_secret: p.string(), selected_accounts: p.array(p.string()) }),
    async handler(ctx) {
      const session = await sessionBySecret(ctx, ctx.params.client_secret);
      const accounts = await selectAccounts(ctx, session, ctx.params.selected_accounts);
      return {
        object: 'list',
        data: accounts,
        has_more: false,
        url: '/v1/link_account_sessions/selected_accounts',
      };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/link_account_sessions/attach_payment_account',
    auth: BROWSER,
    params: p.object({
      client_secret: p.string(),
      payment_account: p.object({
        type: p.oneOf(['bank_account', 'linked_account']).optional(),
        id: p.string().optional(),
        routing_number: p.string().optional(),
        account_number: p.string().optional(),
      }),
    }),
    async handler(ctx) {
      const session = await sessionBySecret(ctx, ctx.params.client_secret);
      const account = ctx.params.payment_account;
      if (account.type === 'linked_account') {
        // The account chosen at the bank; answered 202 while its numbers are on their way.
        await attachLinkedAccount(ctx, session, account.id);
        return { id: session.id, object: 'linked_account_session', payment_account: account.id };
      }
      await attachManualAccount(ctx, session, account);
      return {
        id: session.id,
        object: 'linked_account_session',
        manual_entry: { last4: session.state.manual!.last4 },
      };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/link_account_sessions/complete',
    auth: BROWSER,
    params: p.object({ client_secret: p.string(), terminal_error: p.string(200).optional() }),
    async handler(ctx) {
      const session = await sessionBySecret(ctx, ctx.params.client_secret);
      const done = await completeSession(ctx, session, ctx.params.terminal_error);
      return { ...sessionView(done), status: done.state.status, terminal_error: done.state.terminal_error };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/link_account_sessions/bank_account_token',
    auth: BROWSER,
    params: p.object({ client_secret: p.string() }),
    async handler(ctx) {
      const session = await sessionBySecret(ctx, ctx.params.client_secret);
      return bankAccountToken(ctx, session);
    },
  }),
];

export const financialConnectionsRoutes = [...merchantRoutes, ...browserRoutes];
