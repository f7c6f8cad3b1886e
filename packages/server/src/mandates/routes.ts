import { getResource } from '../kernel/get-resource.js';
import { registerExpandable } from '../routing/expand.js';
import { route } from '../routing/route.js';
import type { Mandate } from './mandate.js';

registerExpandable('mandate', ['payment_method']);

export const mandateRoutes = [
  route({
    method: 'GET',
    path: '/v1/mandates/:mandate',
    handler: (ctx) =>
      getResource<Mandate>(ctx.db, 'mandates', ctx.scope, ctx.path.mandate!, { noun: 'mandate' }),
  }),
];
