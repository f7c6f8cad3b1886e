import type { ColumnType } from 'kysely';
import type { ResourceRow } from './schema-resource-row.js';

/* The fraud tables: Radar's value lists and their items, reviews, early fraud warnings, and the risk engine's payment history. */

export interface RadarValueListsTable extends ResourceRow {
  alias: string;
}

export interface RadarValueListItemsTable extends ResourceRow {
  value_list: string;
  /** The value as rules match it: lower-cased unless its list is case-sensitive. */
  value_key: string;
}

export interface ReviewsTable extends ResourceRow {
  open: boolean;
  charge: string | null;
  payment_intent: string | null;
}

export interface EarlyFraudWarningsTable extends ResourceRow {
  charge: string;
  payment_intent: string | null;
}

/** Each account's succeeded card payments, the history the risk engine compares amounts with. */
export interface RiskProfilesTable {
  account_id: string;
  livemode: boolean;
  /** The writing connection's backend process id modulo 64: the history is the rows' sum. */
  shard: ColumnType<number, number | undefined, never>;
  charges: number;
  amount_usd: number;
}
