import { invalidRequest } from '../kernel/errors.js';
import { newId, nowSeconds, randomToken } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { sealFor } from '../payment-data/sealed.js';
import { validateUsBankAccount } from '../payment-data/us-bank.js';
import { insertResource } from '../store/index.js';
import type { FinancialConnectionsAccount } from './account.js';
import { type FinancialConnectionsSession, sessionCountry } from './session.js';
import { saveSession } from './sessions.js';
import { eligible, TEST_ROUTING, testInstitution } from './test-institutions.js';

/*
 * The steps of the bank-linking modal on a session: signing in to a test bank, choosing
 * accounts, typing an account in, completing, and the OAuth bank's consent.
 */

function pendingOrRefuse(session: FinancialConnectionsSession): void {
  if (session.state.status !== 'pending') {
    throw invalidRequest(
      `This session is already ${session.state.status}.`,
      'client_secret',
      'session_already_completed',
    );
  }
}

/** What the modal shows after signing in: each account, eligible or not, with its balance. */
export interface OfferedAccount {
  id: string;
  display_name: string;
  subcategory: string;
  last4: string;
  balance: number;
  /** The balance's currency: the bank's country's. */
  currency: string;
  eligible: boolean;
}

const currencyOf = (session: FinancialConnectionsSession) =>
  sessionCountry(session) === 'CA' ? 'cad' : 'usd';

/**
 * Signs in to a test institution: its accounts, or the failure its behaviour says (wrong
 * credentials, the bank down, nothing that can be debited). OAuth institutions first send the
 * shopper to their consent page; signing in again after approving it lists the accounts.
 */
export async function signIn(
  ctx: ServiceContext,
  session: FinancialConnectionsSession,
  institutionId: unknown,
  publicUrl: string,
): Promise<{ status: 'accounts'; accounts: OfferedAccount[] } | { status: 'oauth'; url: string }> {
  pendingOrRefuse(session);
  const found = testInstitution(institutionId);
  // A session lists the banks of its country only; another country's is not one of them.
  const institution = found?.country === sessionCountry(session) ? found : undefined;
  if (!institution)
    throw invalidRequest(
      `No such institution: '${String(institutionId)}'`,
      'institution',
      'resource_missing',
      404,
    );
  if (institution.behaviour === 'down') {
    throw invalidRequest(
      `${institution.name} is not responding right now. Try again later, or enter your bank details manually.`,
      'institution',
      'institution_unavailable',
    );
  }
  if (institution.behaviour === 'sign_in_fails') {
    throw invalidRequest('The username or password is incorrect.', 'institution', 'institution_login_failed');
  }
  if (
    institution.behaviour === 'oauth' &&
    !(session.state.institution === institution.id && session.state.oauth === 'approved')
  ) {
    session.state = { ...session.state, institution: institution.id, oauth: 'pending' };
    await saveSession(ctx, session);
    return {
      status: 'oauth',
      url: `${publicUrl}/test/financial_connections/oauth/${session.id}/${session.client_secret}`,
    };
  }
  session.state = { ...session.state, institution: institution.id };
  await saveSession(ctx, session);
  const accounts = institution.accounts.map((account) => ({
    id: account.key,
    display_name: account.displayName,
    subcategory: account.subcategory,
    last4: account.accountNumber.slice(-4),
    balance: account.balance,
    currency: currencyOf(session),
    eligible: eligible(account),
  }));
  if (!accounts.some((account) => account.eligible)) {
    throw invalidRequest(
      `${institution.name} has no checking or savings account that can be linked.`,
      'institution',
      'no_eligible_accounts',
    );
  }
  return { status: 'accounts', accounts };
}

/** Links the accounts the shopper chose at the institution they signed in to. */
export async function selectAccounts(
  ctx: ServiceContext,
  session: FinancialConnectionsSession,
  keys: readonly string[],
): Promise<FinancialConnectionsAccount[]> {
  pendingOrRefuse(session);
  const institution = testInstitution(session.state.institution);
  if (!institution || (institution.behaviour === 'oauth' && session.state.oauth !== 'approved')) {
    throw invalidRequest('Sign in to an institution before choosing accounts.', 'selected_accounts');
  }
  const chosen = keys.map((key) =>
    institution.accounts.find((account) => account.key === key && eligible(account)),
  );
  if (chosen.length === 0 || chosen.some((account) => !account)) {
    throw invalidRequest(
      'Choose at least one checking or savings account of this institution.',
      'selected_accounts',
    );
  }
  // A session paying an intent links one account: the one it debits.
  if (session.state.intent && chosen.length > 1) {
    throw invalidRequest('Choose one account to pay with.', 'selected_accounts');
  }
  const now = nowSeconds();
  const currency = currencyOf(session);
  const linked: FinancialConnectionsAccount[] = [];
  for (const account of chosen) {
    const fca: FinancialConnectionsAccount = {
      id: newId('fca'),
      object: 'financial_connections.account',
      account_holder: session.account_holder,
      balance: session.permissions.includes('balances')
        ? {
            as_of: now,
            cash: { available: { [currency]: account!.balance } },
            current: { [currency]: account!.balance },
            type: 'cash',
          }
        : null,
      balance_refresh: session.permissions.includes('balances')
        ? { last_attempted_at: now, next_refresh_available_at: now, status: 'succeeded' }
        : null,
      category: 'cash',
      created: now,
      display_name: account!.displayName,
      institution_name: institution.name,
      last4: account!.accountNumber.slice(-4),
      livemode: ctx.scope.livemode,
      ownership: null,
      ownership_refresh: null,
      permissions: session.permissions,
      status: 'active',
      subcategory: account!.subcategory as 'checking' | 'savings',
      subscriptions: [],
      supported_payment_method_types: [institution.branch ? 'acss_debit' : 'us_bank_account'],
      transaction_refresh: null,
    };
    await insertResource(ctx.db, 'financial_connections_accounts', ctx.scope, fca, {
      session: session.id,
      holder_customer: session.account_holder?.type === 'customer' ? session.account_holder.customer : null,
    });
    // What a debit needs: a Canadian account's institution, transit and account numbers, or a US routing and account number.
    const { branch } = institution;
    await sealFor(
      ctx,
      fca.id,
      branch
        ? `${branch.institution}:${branch.transit}:${account!.accountNumber}`
        : `${TEST_ROUTING}:${account!.accountNumber}`,
    );
    await ctx.emit('financial_connections.account.created', fca);
    linked.push(fca);
  }
  session.accounts = { ...session.accounts, data: linked };
  // The account an intent will debit may still be handing over its numbers (see attach-linked).
  session.state = {
    ...session.state,
    numbersPending: session.state.intent ? (chosen[0]!.numbersPendingFor ?? 0) : 0,
    paymentAccount: null,
  };
  await saveSession(ctx, session);
  return linked;
}

/** Account details typed in the modal instead of linking ("Enter bank details manually"). */
export async function attachManualAccount(
  ctx: ServiceContext,
  session: FinancialConnectionsSession,
  input: { routing_number?: string | undefined; account_number?: string | undefined },
): Promise<void> {
  pendingOrRefuse(session);
  if (!session.state.intent) {
    throw invalidRequest(
      'Only a session that pays or sets up an intent takes account details typed in.',
      'payment_account',
    );
  }
  // A Canadian account typed in goes through the PAD form, which asks for its three numbers.
  if (sessionCountry(session) === 'CA') {
    throw invalidRequest(
      'A Canadian bank account is typed in on the pre-authorized debit form, not in this session.',
      'payment_account',
    );
  }
  const account = validateUsBankAccount(input.routing_number, input.account_number, 'payment_account');
  const vaultKey = `${session.id}_m_${randomToken(8)}`;
  await sealFor(ctx, vaultKey, account.secret);
  session.state = {
    ...session.state,
    manual: { vaultKey, routingNumber: account.routingNumber, last4: account.last4 },
  };
  session.accounts = { ...session.accounts, data: [] };
  await saveSession(ctx, session);
}

/** Ends the modal's work: completed with what was linked or typed in, or failed with its terminal error. */
export async function completeSession(
  ctx: ServiceContext,
  session: FinancialConnectionsSession,
  terminalError: string | undefined,
): Promise<FinancialConnectionsSession> {
  pendingOrRefuse(session);
  const linkedSomething = session.accounts.data.length > 0 || session.state.manual !== null;
  session.state = {
    ...session.state,
    status: terminalError || !linkedSomething ? 'failed' : 'completed',
    terminal_error: terminalError ?? (linkedSomething ? null : 'no_accounts_linked'),
  };
  await saveSession(ctx, session);
  return session;
}

/** Records the shopper's answer on an OAuth institution's hosted consent page. */
export function answerOauth(
  session: FinancialConnectionsSession,
  approved: boolean,
): FinancialConnectionsSession {
  return { ...session, state: { ...session.state, oauth: approved ? 'approved' : 'denied' } };
}
