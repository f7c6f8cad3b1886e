import { getResource } from '../kernel/get-resource.js';
import { listResources } from '../kernel/list.js';
import { route } from '../routing/route.js';
import { deleteResource, insertResource, updateResource } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import { cancelEndpointDeliveries } from './deliveries.js';
import { newEndpoint, newEndpointSecret, updatedEndpoint, type WebhookEndpoint } from './endpoint.js';
import { createEndpointParams, listEndpointsParams, updateEndpointParams } from './params.js';

const NOUN = 'webhook endpoint';

function getEndpoint(db: Db, scope: Scope, id: string, forUpdate = false): Promise<WebhookEndpoint> {
  return getResource<WebhookEndpoint>(db, 'webhook_endpoints', scope, id, { noun: NOUN, forUpdate });
}

export const webhookEndpointRoutes = [
  route({
    method: 'POST',
    path: '/v1/webhook_endpoints',
    params: createEndpointParams,
    async handler(ctx) {
      const endpoint = newEndpoint(ctx.params, ctx.scope.livemode);
      const secret = newEndpointSecret();
      await insertResource(ctx.db, 'webhook_endpoints', ctx.scope, endpoint, {
        secret_sealed: ctx.app.vault.seal(secret),
        connect: ctx.params.connect ?? false,
      });
      // As Stripe does, the secret is shown once: only in the answer to create.
      return { ...endpoint, secret };
    },
  }),
  route({
    method: 'GET',
    path: '/v1/webhook_endpoints/:endpoint',
    async handler(ctx) {
      return getEndpoint(ctx.db, ctx.scope, ctx.path.endpoint!);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/webhook_endpoints/:endpoint',
    params: updateEndpointParams,
    async handler(ctx) {
      const before = await getEndpoint(ctx.db, ctx.scope, ctx.path.endpoint!, true);
      const after = updatedEndpoint(before, ctx.params);
      await updateResource(ctx.db, 'webhook_endpoints', ctx.scope, after, {
        disabled: after.status === 'disabled',
      });
      // Deliveries held while it was disabled go out again once it is enabled (the sender polls).
      return after;
    },
  }),
  route({
    method: 'DELETE',
    path: '/v1/webhook_endpoints/:endpoint',
    async handler(ctx) {
      const endpoint = await getEndpoint(ctx.db, ctx.scope, ctx.path.endpoint!, true);
      await cancelEndpointDeliveries(ctx.db, endpoint.id);
      await deleteResource(ctx.db, 'webhook_endpoints', ctx.scope, endpoint.id);
      return { id: endpoint.id, object: 'webhook_endpoint', deleted: true };
    },
  }),
  route({
    method: 'GET',
    path: '/v1/webhook_endpoints',
    params: listEndpointsParams,
    async handler(ctx) {
      const { expand: _expand, ...page } = ctx.params;
      return listResources(ctx.db, 'webhook_endpoints', ctx.scope, page, '/v1/webhook_endpoints');
    },
  }),
];
