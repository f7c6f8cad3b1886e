import { timingSafeEqual } from 'node:crypto';
import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { newId, nowSeconds, randomToken } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { openFor } from '../payment-data/sealed.js';
import { openUsBankSecret } from '../payment-data/us-bank.js';
import { findResource, insertResource, parseData, updateResource } from '../store/index.js';
import {
  type FinancialConnectionsSession,
  INSTANT_VERIFICATION_INCOMPLETE,
  NO_ACCOUNTS_RETURNED,
  type Permission,
  type SessionState,
} from './session.js';

export interface NewSession {
  account_holder?:
    | { type: 'customer' | 'account'; customer?: string | undefined; account?: string | undefined }
    | undefined;
  permissions: Permission[];
  filters?: { countries?: string[] | undefined; account_subcategories?: string[] | undefined } | undefined;
  return_url?: string | undefined;
  prefetch?: string[] | undefined;
}

function holderOf(input: NewSession['account_holder']): FinancialConnectionsSession['account_holder'] {
  if (!input) return null;
  if (input.type === 'customer') {
    if (!input.customer) {
      throw invalidRequest(
        'Missing required param: account_holder[customer].',
        'account_holder[customer]',
        'parameter_missing',
      );
    }
    return { type: 'customer', customer: input.customer };
  }
  return { type: 'account', account: input.account ?? '' };
}

/** Starts a bank-linking session: what the shopper may link, and what the merchant may then read. */
export async function createSession(
  ctx: ServiceContext,
  input: NewSession,
  state: Partial<SessionState> = {},
): Promise<FinancialConnectionsSession> {
  if (input.permissions.length === 0) {
    throw invalidRequest('Missing required param: permissions.', 'permissions', 'parameter_missing');
  }
  const holder = holderOf(input.account_holder);
  if (holder?.type === 'customer') {
    await getResource(ctx.db, 'customers', ctx.scope, holder.customer, { param: 'account_holder[customer]' });
  }
  const id = newId('fcsess');
  const session: FinancialConnectionsSession = {
    id,
    object: 'financial_connections.session',
    account_holder: holder,
    accounts: { object: 'list', data: [], has_more: false, url: '/v1/financial_connections/accounts' },
    client_secret: `${id}_secret_${randomToken(25)}`,
    filters: input.filters
      ? { countries: input.filters.countries ?? ['US'], ...input.filters }
      : { countries: ['US'] },
    livemode: ctx.scope.livemode,
    permissions: input.permissions,
    prefetch: input.prefetch ?? null,
    return_url: input.return_url ?? null,
    state: {
      intent: null,
      billing: null,
      institution: null,
      oauth: null,
      manual: null,
      status: 'pending',
      terminal_error: null,
      ...state,
    },
  };
  await insertResource(
    ctx.db,
    'financial_connections_sessions',
    ctx.scope,
    { ...session, created: nowSeconds() },
    {
      client_secret: session.client_secret,
    },
  );
  return session;
}

export function getSession(
  ctx: ServiceContext,
  id: string,
  forUpdate = false,
): Promise<FinancialConnectionsSession> {
  return getResource<FinancialConnectionsSession>(ctx.db, 'financial_connections_sessions', ctx.scope, id, {
    noun: 'financial connections session',
    forUpdate,
  });
}

/** The session a browser names by its client secret (the only credential the linking modal holds). */
export async function sessionBySecret(
  ctx: ServiceContext,
  secret: unknown,
): Promise<FinancialConnectionsSession> {
  const id = typeof secret === 'string' ? secret.slice(0, secret.indexOf('_secret_')) : '';
  const session = id
    ? await findResource<FinancialConnectionsSession>(
        ctx.db,
        'financial_connections_sessions',
        ctx.scope,
        id,
        {
          forUpdate: true,
        },
      )
    : undefined;
  const a = Buffer.from(String(secret));
  const b = Buffer.from(session?.client_secret ?? '');
  if (!session || a.length !== b.length || !timingSafeEqual(a, b)) {
    throw invalidRequest(
      'No such session: the client_secret is not valid.',
      'client_secret',
      'resource_missing',
      404,
    );
  }
  return session;
}

export async function saveSession(ctx: ServiceContext, session: FinancialConnectionsSession): Promise<void> {
  await updateResource(ctx.db, 'financial_connections_sessions', ctx.scope, session);
}

export function parseSession(data: unknown): FinancialConnectionsSession {
  return parseData(data) as unknown as FinancialConnectionsSession;
}

/**
 * What an intent's payment method is made of once its session completed: the linked account,
 * or the numbers typed in (opened from the vault just for this).
 */
export async function sessionPaymentAccount(
  ctx: ServiceContext,
  session: FinancialConnectionsSession,
): Promise<{ financial_connections_account: string } | { routing_number: string; account_number: string }> {
  if (session.state.status !== 'completed') {
    throw invalidRequest(
      `The session ${session.id} is ${session.state.status}: no bank account was linked yet.`,
      'link_account_session',
    );
  }
  const linked = session.accounts.data[0];
  if (linked) {
    // Numbers the bank never handed over: nothing to debit (the modal's retries ran out).
    if ((session.state.numbersPending ?? 0) > 0) {
      throw invalidRequest(NO_ACCOUNTS_RETURNED, 'link_account_session', INSTANT_VERIFICATION_INCOMPLETE);
    }
    return { financial_connections_account: linked.id };
  }
  const secret = await openFor(ctx, session.state.manual!.vaultKey);
  const { routingNumber, accountNumber } = openUsBankSecret(secret ?? '');
  return { routing_number: routingNumber, account_number: accountNumber };
}

/**
 * The Canadian account a completed PAD session linked: its institution, transit and account
 * numbers (opened from the vault just for this) and the linked account's id. Such a session
 * links at the bank only: numbers typed in go through the PAD form instead.
 */
export async function sessionAcssAccount(
  ctx: ServiceContext,
  session: FinancialConnectionsSession,
): Promise<{ institution_number: string; transit_number: string; account_number: string; linked: string }> {
  const linked = session.accounts.data[0];
  if (session.state.status !== 'completed' || !linked) {
    throw invalidRequest(
      `The session ${session.id} is ${session.state.status}: no bank account was linked yet.`,
      'link_account_session',
    );
  }
  const secret = (await openFor(ctx, linked.id)) ?? '';
  const [institution = '', transit = '', account = ''] = secret.split(':');
  return {
    institution_number: institution,
    transit_number: transit,
    account_number: account,
    linked: linked.id,
  };
}
