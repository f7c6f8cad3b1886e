import { route } from '../routing/route.js';
import { createSource, retrieveSource } from './create.js';
import { createSourceParams, retrieveSourceParams } from './params.js';

export const sourceRoutes = [
  route({
    method: 'POST',
    path: '/v1/sources',
    auth: ['secret', 'publishable'],
    params: createSourceParams,
    handler: (ctx) => createSource(ctx, ctx.params),
  }),
  route({
    method: 'GET',
    path: '/v1/sources/:source',
    auth: ['secret', 'publishable'],
    params: retrieveSourceParams,
    handler: (ctx) => retrieveSource(ctx, ctx.path.source!, ctx.params.client_secret),
  }),
];
