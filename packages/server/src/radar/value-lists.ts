import { isIP } from 'node:net';
import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import { type ListCondition, listResources } from '../kernel/list.js';
import { p } from '../kernel/params.js';
import { applyMetadata } from '../kernel/shared-params.js';
import { route } from '../routing/route.js';
import { deleteResource, insertResource, updateResource } from '../store/index.js';
import type { Db, Scope, StripeObject } from '../store/types.js';
import { loadRules } from './rule-store.js';

const ITEM_TYPES = [
  'card_bin',
  'card_fingerprint',
  'case_sensitive_string',
  'country',
  'customer_id',
  'email',
  'ip_address',
  'string',
] as const;
type ItemType = (typeof ITEM_TYPES)[number];

export interface ValueList extends StripeObject {
  object: 'radar.value_list';
  alias: string;
  item_type: ItemType;
  name: string;
}

/** The value as rules match it: text compares whatever its case, unless the list says otherwise. */
export function valueKey(itemType: string, value: string): string {
  return itemType === 'case_sensitive_string' ? value : value.toLowerCase();
}

const VALID: Partial<Record<ItemType, (v: string) => boolean>> = {
  card_bin: (v) => /^\d{6,8}$/.test(v),
  country: (v) => /^[A-Za-z]{2}$/.test(v),
  customer_id: (v) => v.startsWith('cus_'),
  email: (v) => /^[^@\s]+@[^@\s]+$/.test(v),
  ip_address: (v) => isIP(v) !== 0,
};

const tableOf = { lists: 'radar_value_lists', items: 'radar_value_list_items' } as const;
const getList = (ctx: { db: Db; scope: Scope }, id: string, param?: string) =>
  getResource<ValueList>(ctx.db, tableOf.lists, ctx.scope, id, {
    noun: 'value list',
    ...(param ? { param } : {}),
  });

/** A list with its newest items, as Stripe embeds them. */
async function withItems(ctx: { db: Db; scope: Scope }, list: ValueList): Promise<StripeObject> {
  const items = await listResources(
    ctx.db,
    tableOf.items,
    ctx.scope,
    { limit: 10 },
    `/v1/radar/value_list_items?value_list=${list.id}`,
    { value_list: list.id },
  );
  return { ...list, list_items: items };
}

const aliasParam = p.string(100).pipe(p.string().regex(/^[A-Za-z0-9_-]+$/, 'Invalid alias'));
const listParams = p.object({
  alias: aliasParam,
  name: p.string(100),
  item_type: p.oneOf(ITEM_TYPES).optional(),
  metadata: p.metadata.optional(),
});
const updateListParams = p.object({
  alias: aliasParam.optional(),
  name: p.string(100).optional(),
  metadata: p.metadata.optional(),
});

async function aliasTaken(ctx: { db: Db; scope: Scope }, alias: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('radar_value_lists')
    .select('id')
    .where('account_id', '=', ctx.scope.accountId)
    .where('livemode', '=', ctx.scope.livemode)
    .where('alias', '=', alias)
    .executeTakeFirst();
  return row !== undefined;
}

const aliasInUse = (alias: string) =>
  invalidRequest(`A value list with the alias ${alias} already exists.`, 'alias');

/** `/v1/radar/value_lists` and `/v1/radar/value_list_items`, as Stripe's API has them. */
export const valueListRoutes = [
  route({
    method: 'POST',
    path: '/v1/radar/value_lists',
    params: listParams,
    async handler(ctx) {
      if (await aliasTaken(ctx, ctx.params.alias)) throw aliasInUse(ctx.params.alias);
      const list: ValueList = {
        id: newId('rsl'),
        object: 'radar.value_list',
        alias: ctx.params.alias,
        created: nowSeconds(),
        created_by: 'api',
        item_type: ctx.params.item_type ?? 'string',
        livemode: ctx.scope.livemode,
        metadata: applyMetadata({}, ctx.params.metadata),
        name: ctx.params.name,
      };
      await insertResource(ctx.db, tableOf.lists, ctx.scope, list, { alias: list.alias });
      return { ...list, list_items: emptyItems(list.id) };
    },
  }),
  route({
    method: 'GET',
    path: '/v1/radar/value_lists/:id',
    handler: async (ctx) => withItems(ctx, await getList(ctx, ctx.path.id!)),
  }),
  route({
    method: 'POST',
    path: '/v1/radar/value_lists/:id',
    params: updateListParams,
    async handler(ctx) {
      const list = await getList(ctx, ctx.path.id!);
      const alias = ctx.params.alias ?? list.alias;
      if (alias !== list.alias) {
        if (await aliasTaken(ctx, alias)) throw aliasInUse(alias);
        await refuseIfUsed(ctx, list, 'renamed');
      }
      const updated: ValueList = {
        ...list,
        alias,
        name: ctx.params.name ?? list.name,
        metadata: applyMetadata(list.metadata as Record<string, string>, ctx.params.metadata),
      };
      await updateResource(ctx.db, tableOf.lists, ctx.scope, updated, { alias });
      return withItems(ctx, updated);
    },
  }),
  route({
    method: 'DELETE',
    path: '/v1/radar/value_lists/:id',
    async handler(ctx) {
      const list = await getList(ctx, ctx.path.id!);
      await refuseIfUsed(ctx, list, 'deleted');
      await ctx.db
        .deleteFrom('radar_value_list_items')
        .where('account_id', '=', ctx.scope.accountId)
        .where('livemode', '=', ctx.scope.livemode)
        .where('value_list', '=', list.id)
        .execute();
      await deleteResource(ctx.db, tableOf.lists, ctx.scope, list.id);
      return { id: list.id, object: 'radar.value_list', deleted: true };
    },
  }),
  route({
    method: 'GET',
    path: '/v1/radar/value_lists',
    params: p.object({ ...p.listShape, alias: p.string().optional(), contains: p.string().optional() }),
    async handler(ctx) {
      const { alias, contains, expand: _e, ...page } = ctx.params;
      const conditions: ListCondition<'radar_value_lists'>[] = contains
        ? [
            (eb) =>
              eb.exists(
                eb
                  .selectFrom('radar_value_list_items as i')
                  .select('i.id')
                  .whereRef('i.value_list', '=', 'radar_value_lists.id')
                  .where('i.value_key', 'in', [contains, contains.toLowerCase()]),
              ),
          ]
        : [];
      const lists = await listResources(
        ctx.db,
        tableOf.lists,
        ctx.scope,
        page,
        '/v1/radar/value_lists',
        alias ? { alias } : {},
        conditions,
      );
      const data = [];
      for (const list of lists.data) data.push(await withItems(ctx, list as ValueList));
      return { ...lists, data };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/radar/value_list_items',
    params: p.object({ value: p.string(800), value_list: p.string() }),
    async handler(ctx) {
      const list = await getList(ctx, ctx.params.value_list, 'value_list');
      const value = ctx.params.value.trim();
      if (!value || VALID[list.item_type]?.(value) === false) {
        throw invalidRequest(`Invalid value for a list of item_type ${list.item_type}: ${value}`, 'value');
      }
      const key = valueKey(list.item_type, value);
      const existing = await ctx.db
        .selectFrom('radar_value_list_items')
        .select('id')
        .where('account_id', '=', ctx.scope.accountId)
        .where('livemode', '=', ctx.scope.livemode)
        .where('value_list', '=', list.id)
        .where('value_key', '=', key)
        .executeTakeFirst();
      if (existing) throw invalidRequest(`The value ${value} is already in the list ${list.alias}.`, 'value');
      const item = {
        id: newId('rsli'),
        object: 'radar.value_list_item',
        created: nowSeconds(),
        created_by: 'api',
        livemode: ctx.scope.livemode,
        value,
        value_list: list.id,
      };
      await insertResource(ctx.db, tableOf.items, ctx.scope, item, { value_list: list.id, value_key: key });
      return item;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/radar/value_list_items/:id',
    handler: (ctx) =>
      getResource(ctx.db, tableOf.items, ctx.scope, ctx.path.id!, { noun: 'value list item' }),
  }),
  route({
    method: 'DELETE',
    path: '/v1/radar/value_list_items/:id',
    async handler(ctx) {
      const item = await getResource(ctx.db, tableOf.items, ctx.scope, ctx.path.id!, {
        noun: 'value list item',
      });
      await deleteResource(ctx.db, tableOf.items, ctx.scope, item.id);
      return { id: item.id, object: 'radar.value_list_item', deleted: true };
    },
  }),
  route({
    method: 'GET',
    path: '/v1/radar/value_list_items',
    params: p.object({ ...p.listShape, value_list: p.string(), value: p.string().optional() }),
    async handler(ctx) {
      const { value_list, value, expand: _e, ...page } = ctx.params;
      const list = await getList(ctx, value_list, 'value_list');
      const url = `/v1/radar/value_list_items?value_list=${list.id}`;
      return listResources(ctx.db, tableOf.items, ctx.scope, page, url, {
        value_list: list.id,
        ...(value ? { value_key: valueKey(list.item_type, value) } : {}),
      });
    },
  }),
];

function emptyItems(listId: string) {
  return {
    object: 'list',
    data: [],
    has_more: false,
    url: `/v1/radar/value_list_items?value_list=${listId}`,
  };
}

/** A list a rule names can't disappear from under it (nor change its alias). */
async function refuseIfUsed(ctx: { db: Db; scope: Scope }, list: ValueList, verb: string): Promise<void> {
  const rules = await loadRules(ctx.db, ctx.scope);
  const user = rules.find((rule) => rule.parsed.lists.includes(list.alias));
  if (user) {
    throw invalidRequest(
      `The value list ${list.alias} is used by the rule ${user.id} and can't be ${verb}; change or delete the rule first.`,
    );
  }
}
