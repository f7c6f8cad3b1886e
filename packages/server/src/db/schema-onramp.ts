import type { ColumnType } from 'kysely';
import type { ResourceRow } from './schema-resource-row.js';

/* The crypto onramp tables: its sessions and its returning buyers. */

export interface CryptoOnrampSessionsTable extends ResourceRow {
  status: string;
  /** What the hosted flow learned of the buyer (e-mail, identity outcome, payment): never answered. */
  flow: ColumnType<Record<string, unknown>, string, string>;
  /** When a paid purchase is delivered (seconds); null once delivered, or before payment. */
  deliver_at: number | null;
}

/** A returning onramp buyer: identity outcome, name and address, saved wallets, preferences. */
export interface CryptoOnrampBuyersTable {
  account_id: string;
  livemode: boolean;
  email: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  updated: number;
}
