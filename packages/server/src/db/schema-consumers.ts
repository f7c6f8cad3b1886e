import type { ColumnType, Generated } from 'kysely';

/* The Link wallet's tables: consumers, their sessions, passkeys, shared methods and test outbox. */

/** A Link consumer: the wallet account, network-wide, one per mode and e-mail. */
export interface ConsumerAccountsTable {
  id: string;
  livemode: boolean;
  /** Trimmed and lower case: lookups compare it as is. */
  email: string;
  /** E.164. */
  phone: string | null;
  created: number;
  data: ColumnType<Record<string, unknown>, string, string>;
}

/** A Link consumer session: its client secret and auth secret kept as sha256 only. */
export interface ConsumerSessionsTable {
  id: string;
  consumer_id: string;
  livemode: boolean;
  secret_hash: string;
  auth_secret_hash: string | null;
  expires_at: number;
  logged_out: Generated<boolean>;
  created: number;
  /** Verification sessions and the pending one-time code (hashed). */
  data: ColumnType<Record<string, unknown>, string, string>;
}

/** A consumer's passkey (WebAuthn credential). */
export interface ConsumerPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  consumer_id: string;
  livemode: boolean;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter; bigint columns come back as strings from pg. */
  counter: ColumnType<number | string, number, number>;
  transports: ColumnType<string[], string, string>;
  created: number;
}

/** A payment method shared from a consumer's saved card. */
export interface ConsumerSharesTable {
  payment_method: string;
  consumer_id: string;
  payment_details: string;
  livemode: boolean;
  created: number;
}

/** The card or bank account payment method a `link` payment method pays with. */
export interface LinkFundingTable {
  payment_method: string;
  account_id: string;
  livemode: boolean;
  funding: string;
  funding_type: 'card' | 'us_bank_account';
  created: number;
}

/** A payment method made of an account linked at the bank, and that account. */
export interface LinkedBankMethodsTable {
  payment_method: string;
  account_id: string;
  financial_connections_account: string;
  created: number;
}

/** One-time codes the default notifier "sent" in test mode. */
export interface ConsumerOutboxTable {
  id: string;
  seq: Generated<number>;
  /** The merchant account whose page asked for the code (null on rows written before it was kept). */
  account_id: string | null;
  livemode: boolean;
  consumer_id: string;
  channel: string;
  recipient: string;
  code: string;
  created: number;
  expires_at: number;
}
