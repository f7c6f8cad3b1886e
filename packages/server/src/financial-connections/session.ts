import type { StripeObject } from '../store/index.js';

/** What the modal is told while a linked account's numbers are still on their way (a 202). */
export const NO_ACCOUNTS_RETURNED = 'No accounts were returned.';
export const INSTANT_VERIFICATION_INCOMPLETE = 'instant_verification_incomplete';

export type Permission = 'balances' | 'ownership' | 'payment_method' | 'transactions';

/** What only the server keeps of a session (stripped from every answer). */
export interface SessionState {
  /** The intent a `collectBankAccountFor...` session pays or sets up. */
  intent: string | null;
  /** Billing details the intent's payment method will carry. */
  billing: Record<string, unknown> | null;
  /** The institution signed in to, and (OAuth) whether its consent page was approved. */
  institution: string | null;
  oauth: 'pending' | 'approved' | 'denied' | null;
  /** Account details typed in by hand instead: their vault key, routing number and last 4. */
  manual: { vaultKey: string; routingNumber: string; last4: string } | null;
  /**
   * How many more times attaching the linked account as the payment account is answered 202:
   * the bank is still handing over its numbers (absent on sessions stored before this existed).
   */
  numbersPending?: number;
  /** The linked account attached as the payment account, once its numbers were there. */
  paymentAccount?: string | null;
  /** The `btok_` token collectBankAccountToken was given for the linked account. */
  bankAccountToken?: string;
  /**
   * Set on a session that links a Canadian account for a pre-authorized debit: it lists the
   * Canadian banks, and its payment method is an `acss_debit` one (absent: a US session).
   */
  country?: 'CA';
  /** The intent asks for instant verification: the account is linked, never typed in. */
  instantOnly?: boolean;
  status: 'pending' | 'completed' | 'failed';
  terminal_error: string | null;
}

export interface FinancialConnectionsSession extends StripeObject {
  object: 'financial_connections.session';
  account_holder: { type: 'customer'; customer: string } | { type: 'account'; account: string } | null;
  accounts: { object: 'list'; data: StripeObject[]; has_more: boolean; url: string };
  client_secret: string;
  filters: { countries?: string[]; account_subcategories?: string[] } | null;
  livemode: boolean;
  permissions: Permission[];
  prefetch: string[] | null;
  return_url: string | null;
  state: SessionState;
}

/** The session as the API shows it: without the server's own state. */
export function sessionView(session: FinancialConnectionsSession): StripeObject {
  const { state: _state, ...view } = session;
  return view;
}

/** The country whose banks a session links at. */
export function sessionCountry(session: FinancialConnectionsSession): 'US' | 'CA' {
  return session.state.country ?? 'US';
}
