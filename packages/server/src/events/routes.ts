import { getResource } from '../kernel/get-resource.js';
import { route } from '../routing/route.js';
import { listEvents } from './list.js';
import { listEventsParams } from './params.js';
import { withPendingWebhooks } from './pending-webhooks.js';

/** Events are read-only: the secret key retrieves and lists what the account's changes recorded. */
export const eventRoutes = [
  route({
    method: 'GET',
    path: '/v1/events/:event',
    async handler(ctx) {
      const event = await getResource(ctx.db, 'events', ctx.scope, ctx.path.event!, { noun: 'event' });
      return (await withPendingWebhooks(ctx.db, [event]))[0];
    },
  }),
  route({
    method: 'GET',
    path: '/v1/events',
    params: listEventsParams,
    async handler(ctx) {
      const list = await listEvents(ctx.db, ctx.scope, ctx.params);
      await withPendingWebhooks(ctx.db, list.data);
      return list;
    },
  }),
];
