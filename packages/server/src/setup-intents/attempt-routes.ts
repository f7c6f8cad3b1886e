import { listResources } from '../kernel/list.js';
import { p } from '../kernel/params.js';
import { registerExpandable } from '../routing/expand.js';
import { route } from '../routing/route.js';
import { getSetupIntent } from './store.js';

registerExpandable('setup_attempt', ['customer', 'payment_method', 'setup_intent']);

const listSetupAttemptsParams = p.object({ ...p.listShape, setup_intent: p.string() });

export const setupAttemptRoutes = [
  route({
    method: 'GET',
    path: '/v1/setup_attempts',
    params: listSetupAttemptsParams,
    async handler(ctx) {
      const { setup_intent, ...page } = ctx.params;
      await getSetupIntent(ctx, setup_intent, { param: 'setup_intent' });
      return listResources(ctx.db, 'setup_attempts', ctx.scope, page, '/v1/setup_attempts', { setup_intent });
    },
  }),
];
