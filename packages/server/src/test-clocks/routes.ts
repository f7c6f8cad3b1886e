import { sql } from 'kysely';
import { invalidParam } from '../kernel/errors.js';
import { listResources } from '../kernel/list.js';
import { p } from '../kernel/params.js';
import type { CallerContext } from '../routing/caller.js';
import { route } from '../routing/route.js';
import { deleteResource, insertResource } from '../store/index.js';
import { advanceClock } from './advance.js';
import { checkTestMode, getTestClock, newTestClock } from './test-clock.js';

const TEN_YEARS = 10 * 365 * 86_400;

/** The customers and subscriptions that live on a clock go with it, as Stripe deletes them. */
async function deleteObjectsOn(ctx: CallerContext, clock: string): Promise<void> {
  const scoped = { account: ctx.scope.accountId, livemode: ctx.scope.livemode };
  const subs = await ctx.db
    .selectFrom('subscriptions')
    .select('id')
    .where('account_id', '=', scoped.account)
    .where('livemode', '=', scoped.livemode)
    .where('test_clock', '=', clock)
    .execute();
  for (const row of subs) await deleteResource(ctx.db, 'subscriptions', ctx.scope, row.id);
  const customers = await ctx.db
    .selectFrom('customers')
    .select('id')
    .where('account_id', '=', scoped.account)
    .where('livemode', '=', scoped.livemode)
    .where(sql<string>`data->>'test_clock'`, '=', clock)
    .execute();
  for (const row of customers) await deleteResource(ctx.db, 'customers', ctx.scope, row.id);
}

export const testClockRoutes = [
  route({
    method: 'POST',
    path: '/v1/test_helpers/test_clocks',
    params: p.object({ frozen_time: p.integer, name: p.string(300).optional() }),
    async handler(ctx) {
      checkTestMode(ctx.scope);
      const now = Math.floor(Date.now() / 1000);
      if (Math.abs(ctx.params.frozen_time - now) > TEN_YEARS)
        throw invalidParam('frozen_time', 'The frozen_time must be within ten years of the current time.');
      const clock = newTestClock(ctx.params.frozen_time, ctx.params.name);
      await insertResource(ctx.db, 'test_clocks', ctx.scope, clock);
      await ctx.emit('test_helpers.test_clock.created', clock);
      return clock;
    },
  }),
  route({
    method: 'GET',
    path: '/v1/test_helpers/test_clocks/:id',
    handler: (ctx) => getTestClock(ctx.db, ctx.scope, ctx.path.id!),
  }),
  route({
    method: 'GET',
    path: '/v1/test_helpers/test_clocks',
    params: p.object({ ...p.listShape }),
    handler: (ctx) => {
      const { expand: _e, ...page } = ctx.params;
      return listResources(ctx.db, 'test_clocks', ctx.scope, page, '/v1/test_helpers/test_clocks');
    },
  }),
  route({
    method: 'DELETE',
    path: '/v1/test_helpers/test_clocks/:id',
    async handler(ctx) {
      const clock = await getTestClock(ctx.db, ctx.scope, ctx.path.id!, true);
      await deleteObjectsOn(ctx, clock.id);
      await deleteResource(ctx.db, 'test_clocks', ctx.scope, clock.id);
      await ctx.emit('test_helpers.test_clock.deleted', clock);
      return { id: clock.id, object: 'test_helpers.test_clock', deleted: true };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/test_helpers/test_clocks/:id/advance',
    params: p.object({ frozen_time: p.integer }),
    handler: (ctx) => {
      checkTestMode(ctx.scope);
      return advanceClock(ctx, ctx.path.id!, ctx.params.frozen_time);
    },
  }),
];
