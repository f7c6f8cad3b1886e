import { getResource } from '../kernel/get-resource.js';
import { inferFromClient } from '../mandates/index.js';
import { route } from '../routing/route.js';
import type { ConfirmationToken } from './confirmation-token.js';
import { createConfirmationToken } from './create.js';
import { createConfirmationTokenParams } from './params.js';

export const confirmationTokenRoutes = [
  route({
    method: 'POST',
    path: '/v1/confirmation_tokens',
    auth: ['publishable'],
    params: createConfirmationTokenParams,
    handler: (ctx) =>
      createConfirmationToken(ctx, {
        ...ctx.params,
        mandate_data: inferFromClient(ctx.params.mandate_data, ctx),
      }),
  }),
  route({
    method: 'POST',
    path: '/v1/test_helpers/confirmation_tokens',
    params: createConfirmationTokenParams,
    handler: (ctx) => createConfirmationToken(ctx, ctx.params),
  }),
  route({
    method: 'GET',
    path: '/v1/confirmation_tokens/:confirmation_token',
    handler: (ctx) =>
      getResource<ConfirmationToken>(ctx.db, 'confirmation_tokens', ctx.scope, ctx.path.confirmation_token!, {
        noun: 'ConfirmationToken',
      }),
  }),
];
