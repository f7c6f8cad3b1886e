import { getResource } from '../kernel/get-resource.js';
import { route } from '../routing/route.js';
import { createToken } from './create.js';
import { createTokenParams } from './params.js';
import type { Token } from './token.js';

export const tokenRoutes = [
  route({
    method: 'POST',
    path: '/v1/tokens',
    auth: ['secret', 'publishable'],
    params: createTokenParams,
    handler: (ctx) => createToken(ctx, ctx.params),
  }),
  route({
    method: 'GET',
    path: '/v1/tokens/:token',
    handler: (ctx) => getResource<Token>(ctx.db, 'tokens', ctx.scope, ctx.path.token!, { noun: 'token' }),
  }),
];
