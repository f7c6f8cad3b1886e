import { CompiledQuery } from 'kysely';
import { DEFER } from '../db/statement-batching.js';
import type { ListLookup } from '../risk/index.js';
import type { Db, Scope } from '../store/types.js';
import { valueKey } from './value-lists.js';

/** What a card payment's risk evaluation needs from the database, read in one round trip. */
export interface RiskData {
  rules: unknown[];
  lists: ListLookup;
  history: { charges: number; amountUsd: number };
  /** The browser session the confirmation named, when it exists. */
  session: { ip_address: string | null; details: unknown } | null;
}

/*
 * One statement: the account's rules, only the value list items equal to one of this
 * payment's values (a block list may hold millions of e-mails), the account's payment history,
 * and the named browser session.
 */
const READ = `select
  (select coalesce(jsonb_agg("data" order by "seq"), '[]'::jsonb) from "radar_rules"
    where "account_id" = $1 and "livemode" = $2) as "rules",
  (select coalesce(jsonb_agg(jsonb_build_array(l."alias", l."data"->>'item_type', i."value_key")), '[]'::jsonb)
    from "radar_value_list_items" i join "radar_value_lists" l on l."id" = i."value_list"
    where i."account_id" = $1 and i."livemode" = $2 and i."value_key" in (select jsonb_array_elements_text($3::jsonb))) as "items",
  (select jsonb_build_array(coalesce(sum("charges"), 0), coalesce(sum("amount_usd"), 0)) from "risk_profiles"
    where "account_id" = $1 and "livemode" = $2) as "history",
  (select "data" from "radar_sessions" where "id" = $4 and "account_id" = $1 and "livemode" = $2) as "session"`;

const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

export async function readRiskData(
  db: Db,
  scope: Scope,
  values: readonly string[],
  session: string | null,
): Promise<RiskData> {
  const keys = [...new Set(values.flatMap((v) => [v, v.toLowerCase()]))];
  const result = await db.executeQuery<Record<string, unknown>>(
    // The values go as one JSON text: plain parameters let the read travel with the writes before it.
    CompiledQuery.raw(READ, [scope.accountId, scope.livemode, JSON.stringify(keys), session ?? '']),
  );
  const row = result.rows[0] ?? {};
  const items = (json(row.items) ?? []) as [string, string, string][];
  const found = new Set(items.map(([alias, , key]) => `${alias}\n${key}`));
  const types = new Map(items.map(([alias, type]) => [alias, type]));
  const history = json(row.history) as [number, number] | null;
  return {
    rules: (json(row.rules) ?? []) as unknown[],
    lists: {
      has: (alias, value) => found.has(`${alias}\n${valueKey(types.get(alias) ?? 'string', value)}`),
    },
    history: { charges: history?.[0] ?? 0, amountUsd: history?.[1] ?? 0 },
    session: (json(row.session) as RiskData['session']) ?? null,
  };
}

/**
 * Adds a succeeded payment to the account's history; written with the payment's other writes.
 * Each database connection adds to its own row of the account (migration 047): payments in
 * flight on different connections then never wait for each other's commit on one row lock.
 */
export async function recordPaidAmount(db: Db, scope: Scope, amountUsd: number): Promise<void> {
  await db.executeQuery(
    CompiledQuery.raw(
      `${DEFER}insert into "risk_profiles" ("account_id", "livemode", "shard", "charges", "amount_usd")
       values ($1, $2, pg_backend_pid() % 64, 1, $3)
       on conflict ("account_id", "livemode", "shard") do update set "charges" = "risk_profiles"."charges" + 1,
       "amount_usd" = "risk_profiles"."amount_usd" + excluded."amount_usd"`,
      [scope.accountId, scope.livemode, amountUsd],
    ),
  );
}
