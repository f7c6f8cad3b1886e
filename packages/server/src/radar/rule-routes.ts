import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import { listResources } from '../kernel/list.js';
import { p } from '../kernel/params.js';
import { RuleSyntaxError } from '../risk/index.js';
import { route } from '../routing/route.js';
import { deleteResource, insertResource, updateResource } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import { loadRules, parsedRule, type RadarRule } from './rule-store.js';

const TABLE = 'radar_rules';
const MAX_RULES = 200;
const PATH = '/v1/payframe/radar/rules';

/** Parses the text and checks the lists it names exist: a Stripe-shaped 400 naming `rule` otherwise. */
async function checkedRule(ctx: { db: Db; scope: Scope }, text: string) {
  const trimmed = text.trim();
  let rule: ReturnType<typeof parsedRule>;
  try {
    rule = parsedRule(trimmed);
  } catch (error) {
    if (error instanceof RuleSyntaxError) throw invalidRequest(`Invalid rule: ${error.message}`, 'rule');
    throw error;
  }
  if (rule.action === 'request_credentials' && rule.after) {
    throw invalidRequest(
      'Invalid rule: a Request credentials rule is decided before the card is sent to its issuer, so it can only use attributes known then (not the card checks or 3-D Secure).',
      'rule',
    );
  }
  if (rule.lists.length > 0) {
    const found = await ctx.db
      .selectFrom('radar_value_lists')
      .select('alias')
      .where('account_id', '=', ctx.scope.accountId)
      .where('livemode', '=', ctx.scope.livemode)
      .where('alias', 'in', rule.lists)
      .execute();
    const missing = rule.lists.find((alias) => !found.some((row) => row.alias === alias));
    if (missing) {
      throw invalidRequest(
        `Invalid rule: the value list @${missing} does not exist. Create it with POST /v1/radar/value_lists first.`,
        'rule',
      );
    }
  }
  return { text: trimmed, rule };
}

const getRule = (ctx: { db: Db; scope: Scope }, id: string) =>
  getResource<RadarRule>(ctx.db, TABLE, ctx.scope, id, { noun: 'rule' });

/**
 * `/v1/payframe/radar/rules`: the merchant's Radar rules, written in Radar's syntax. Stripe
 * manages rules in its dashboard only; this API is Payframe's own, under its prefix.
 */
export const ruleRoutes = [
  route({
    method: 'POST',
    path: PATH,
    params: p.object({ rule: p.string(2000) }),
    async handler(ctx) {
      const { text, rule } = await checkedRule(ctx, ctx.params.rule);
      if ((await loadRules(ctx.db, ctx.scope)).length >= MAX_RULES) {
        throw invalidRequest(`An account has at most ${MAX_RULES} rules; delete one first.`, 'rule');
      }
      const created: RadarRule = {
        id: newId('rule'),
        object: 'radar.rule',
        action: rule.action,
        created: nowSeconds(),
        livemode: ctx.scope.livemode,
        predicate: rule.predicate,
        rule: text,
      };
      await insertResource(ctx.db, TABLE, ctx.scope, created);
      return created;
    },
  }),
  route({ method: 'GET', path: `${PATH}/:id`, handler: (ctx) => getRule(ctx, ctx.path.id!) }),
  route({
    method: 'POST',
    path: `${PATH}/:id`,
    params: p.object({ rule: p.string(2000) }),
    async handler(ctx) {
      const existing = await getRule(ctx, ctx.path.id!);
      const { text, rule } = await checkedRule(ctx, ctx.params.rule);
      const updated: RadarRule = { ...existing, action: rule.action, predicate: rule.predicate, rule: text };
      await updateResource(ctx.db, TABLE, ctx.scope, updated);
      return updated;
    },
  }),
  route({
    method: 'DELETE',
    path: `${PATH}/:id`,
    async handler(ctx) {
      const rule = await getRule(ctx, ctx.path.id!);
      await deleteResource(ctx.db, TABLE, ctx.scope, rule.id);
      return { id: rule.id, object: 'radar.rule', deleted: true };
    },
  }),
  route({
    method: 'GET',
    path: PATH,
    params: p.object(p.listShape),
    async handler(ctx) {
      const { expand: _e, ...page } = ctx.params;
      return listResources(ctx.db, TABLE, ctx.scope, page, PATH);
    },
  }),
];
