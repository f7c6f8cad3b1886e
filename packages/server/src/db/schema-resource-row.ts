import type { ColumnType, Generated } from 'kysely';

/** Every resource table holds the Stripe object as JSON plus the columns lists filter on. */
export interface ResourceRow {
  id: string;
  account_id: string;
  livemode: boolean;
  seq: Generated<number>;
  created: number;
  data: ColumnType<Record<string, unknown>, string, string>;
}
