import { CompiledQuery, sql } from 'kysely';
import type { ResourceTable } from '../db/schema.js';
import { DEFER } from '../db/statement-batching.js';
import type { Db, Scope, StripeObject } from './types.js';

/** Extra indexed columns a table keeps beside the JSON object (customer, type...). */
export type Columns = Record<string, string | boolean | number | null | undefined>;

/** The prefix of an id names its table: every lookup by id goes through this map. */
export const TABLE_BY_PREFIX: Record<string, { table: ResourceTable; noun: string }> = {
  cus: { table: 'customers', noun: 'customer' },
  pm: { table: 'payment_methods', noun: 'PaymentMethod' },
  pi: { table: 'payment_intents', noun: 'payment_intent' },
  seti: { table: 'setup_intents', noun: 'setupintent' },
  ch: { table: 'charges', noun: 'charge' },
  py: { table: 'charges', noun: 'charge' },
  re: { table: 'refunds', noun: 'refund' },
  pyr: { table: 'refunds', noun: 'refund' },
  tok: { table: 'tokens', noun: 'token' },
  src: { table: 'sources', noun: 'source' },
  ctoken: { table: 'confirmation_tokens', noun: 'ConfirmationToken' },
  cuss: { table: 'customer_sessions', noun: 'customer session' },
  ephkey: { table: 'ephemeral_keys', noun: 'ephemeral key' },
  evt: { table: 'events', noun: 'event' },
  we: { table: 'webhook_endpoints', noun: 'webhook endpoint' },
  mandate: { table: 'mandates', noun: 'mandate' },
  setatt: { table: 'setup_attempts', noun: 'setup attempt' },
  pmd: { table: 'payment_method_domains', noun: 'payment method domain' },
  apwc: { table: 'apple_pay_domains', noun: 'apple pay domain' },
  prod: { table: 'products', noun: 'product' },
  price: { table: 'prices', noun: 'price' },
  promo: { table: 'promotion_codes', noun: 'promotion code' },
  ii: { table: 'invoiceitems', noun: 'invoiceitem' },
  in: { table: 'invoices', noun: 'invoice' },
  sub: { table: 'subscriptions', noun: 'subscription' },
  clock: { table: 'test_clocks', noun: 'test_clock' },
  cs: { table: 'checkout_sessions', noun: 'checkout.session' },
  plink: { table: 'payment_links', noun: 'payment_link' },
  shr: { table: 'shipping_rates', noun: 'shipping_rate' },
  txr: { table: 'tax_rates', noun: 'tax_rate' },
  fcsess: { table: 'financial_connections_sessions', noun: 'financial connections session' },
  fca: { table: 'financial_connections_accounts', noun: 'financial connections account' },
  ich: { table: 'issuing_cardholders', noun: 'cardholder' },
  ic: { table: 'issuing_cards', noun: 'issuing card' },
  iauth: { table: 'issuing_authorizations', noun: 'issuing authorization' },
  fxq: { table: 'fx_quotes', noun: 'fx_quote' },
  cos: { table: 'crypto_onramp_sessions', noun: 'crypto onramp session' },
  rule: { table: 'radar_rules', noun: 'rule' },
  rsl: { table: 'radar_value_lists', noun: 'value list' },
  rsli: { table: 'radar_value_list_items', noun: 'value list item' },
  prv: { table: 'reviews', noun: 'review' },
  issfr: { table: 'radar_early_fraud_warnings', noun: 'early fraud warning' },
  rse: { table: 'radar_sessions', noun: 'radar session' },
};

export function tableForId(id: string): { table: ResourceTable; noun: string } | undefined {
  const prefix = id.slice(0, id.indexOf('_'));
  return TABLE_BY_PREFIX[prefix];
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** SQL texts by table and column list: built once, so every call sends the same (prepared) text. */
const texts = new Map<string, string>();

function text(key: string, build: () => string): string {
  let found = texts.get(key);
  if (found === undefined) {
    found = build();
    if (texts.size < 1000) texts.set(key, found);
  }
  return found;
}

function extraColumns(columns: Columns): [string[], unknown[]] {
  const names: string[] = [];
  const values: unknown[] = [];
  for (const [name, value] of Object.entries(columns)) {
    if (value === undefined) continue;
    names.push(name);
    values.push(value);
  }
  return [names, values];
}

/*
 * The writes below are marked DEFER: inside a request's transaction they travel to
 * PostgreSQL with the next statement that needs an answer (src/db/statement-batching.ts).
 * They return nothing and are not expected to fail.
 */

export async function insertResource(
  db: Db,
  table: ResourceTable,
  scope: Scope,
  object: StripeObject,
  columns: Columns = {},
): Promise<void> {
  const [names, values] = extraColumns(columns);
  const all = ['id', 'account_id', 'livemode', 'created', 'data', ...names];
  const statement = text(`insert ${table} ${names.join(',')}`, () => {
    const placeholders = all.map((_, i) => `$${i + 1}`).join(', ');
    return `${DEFER}insert into ${quote(table)} (${all.map(quote).join(', ')}) values (${placeholders})`;
  });
  const created = (object.created as number | undefined) ?? Math.floor(Date.now() / 1000);
  await db.executeQuery(
    CompiledQuery.raw(statement, [
      object.id,
      scope.accountId,
      scope.livemode,
      created,
      JSON.stringify(object),
      ...values,
    ]),
  );
}

export async function updateResource(
  db: Db,
  table: ResourceTable,
  scope: Scope,
  object: StripeObject,
  columns: Columns = {},
): Promise<void> {
  const [names, values] = extraColumns(columns);
  const statement = text(`update ${table} ${names.join(',')}`, () => {
    const sets = ['data', ...names].map((name, i) => `${quote(name)} = $${i + 1}`).join(', ');
    const n = names.length + 1;
    return `${DEFER}update ${quote(table)} set ${sets} where "id" = $${n + 1} and "account_id" = $${n + 2} and "livemode" = $${n + 3}`;
  });
  await db.executeQuery(
    CompiledQuery.raw(statement, [
      JSON.stringify(object),
      ...values,
      object.id,
      scope.accountId,
      scope.livemode,
    ]),
  );
}

export async function deleteResource(db: Db, table: ResourceTable, scope: Scope, id: string): Promise<void> {
  const statement = text(
    `delete ${table}`,
    () => `${DEFER}delete from ${quote(table)} where "id" = $1 and "account_id" = $2 and "livemode" = $3`,
  );
  await db.executeQuery(CompiledQuery.raw(statement, [id, scope.accountId, scope.livemode]));
}

/**
 * Reads one object of this account and mode. `forUpdate` locks the row for the rest of the
 * transaction, so two confirms of one intent run one after the other.
 */
export async function findResource<T extends StripeObject = StripeObject>(
  db: Db,
  table: ResourceTable,
  scope: Scope,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<T | undefined> {
  const lock = options.forUpdate ? ' for update' : '';
  const statement = text(
    `find ${table}${lock}`,
    () =>
      `select "data" from ${quote(table)} where "id" = $1 and "account_id" = $2 and "livemode" = $3${lock}`,
  );
  const result = await db.executeQuery<{ data: unknown }>(
    CompiledQuery.raw(statement, [id, scope.accountId, scope.livemode]),
  );
  const row = result.rows[0];
  return row ? (parseData(row.data) as T) : undefined;
}

/** Reads several objects by id in one query, in the order asked. */
export async function findMany(
  db: Db,
  table: ResourceTable,
  scope: Scope,
  ids: string[],
): Promise<StripeObject[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(table)
    .select(['id', 'data'])
    .where('id', 'in', ids)
    .where('account_id', '=', scope.accountId)
    .where('livemode', '=', scope.livemode)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, parseData(r.data)]));
  return ids.map((id) => byId.get(id)).filter((o): o is StripeObject => o !== undefined);
}

/** PGlite and pg both parse jsonb, but a driver may hand back text: accept both. */
export function parseData(data: unknown): StripeObject {
  return (typeof data === 'string' ? JSON.parse(data) : data) as StripeObject;
}

export { sql };
