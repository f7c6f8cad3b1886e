import type { ColumnType } from 'kysely';
import type { ResourceRow } from './schema-resource-row.js';

/* The bank-linking tables: Financial Connections sessions and accounts, and microdeposit verifications. */

/** A bank-linking session, found by the client secret the browser holds. */
export interface FinancialConnectionsSessionsTable extends ResourceRow {
  client_secret: string;
}

/** An account linked in a session; `holder_customer` when the session's holder is a customer. */
export interface FinancialConnectionsAccountsTable extends ResourceRow {
  session: string;
  holder_customer: string | null;
}

/** A microdeposit verification of a bank account typed by hand, for one intent. */
export interface MicrodepositVerificationsTable {
  /** `mdv_...`, which the hosted verification page names with its token. */
  id: string;
  account_id: string;
  livemode: boolean;
  /** The PaymentIntent or SetupIntent waiting for it. */
  intent: string;
  payment_method: string;
  /** pending -> verified | locked (too many wrong attempts) | void (the intent moved on). */
  status: 'pending' | 'verified' | 'locked' | 'void';
  data: ColumnType<Record<string, unknown>, string, string>;
  created: number;
}
