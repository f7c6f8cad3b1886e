import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../kernel/app-context.js';
import { requireSession } from './guard.js';
import type { ApiInvoker } from './invoke.js';

type Body = Record<string, unknown> | undefined;

/**
 * The dashboard's buttons: each one is the API call a merchant's server would make, run by
 * the API's own route for the operator's account and mode.
 */
export function registerActionRoutes(http: FastifyInstance, app: AppContext, api: ApiInvoker): void {
  const action = (
    path: string,
    apiPath: string,
    apiParams: (id: string, body: Body) => { path: Record<string, string>; params: Record<string, unknown> },
  ) =>
    http.post<{ Params: { id: string } }>(path, async (request) => {
      const session = await requireSession(request, app, { write: true });
      const scope = { accountId: session.accountId, livemode: session.livemode };
      const input = apiParams(request.params.id, request.body as Body);
      return api.call(scope, 'POST', apiPath, { ...input, requestId: request.id });
    });

  action('/dashboard/api/payments/:id/capture', '/v1/payment_intents/:intent/capture', (id) => ({
    path: { intent: id },
    params: {},
  }));
  action('/dashboard/api/payments/:id/cancel', '/v1/payment_intents/:intent/cancel', (id) => ({
    path: { intent: id },
    params: {},
  }));
  action('/dashboard/api/payments/:id/refund', '/v1/refunds', (id, body) => ({
    path: {},
    params: {
      payment_intent: id,
      ...(body?.amount !== undefined && body.amount !== '' ? { amount: String(body.amount) } : {}),
    },
  }));
  action('/dashboard/api/events/:id/resend', '/v1/events/:event/retry', (id, body) => ({
    path: { event: id },
    params: typeof body?.webhook_endpoint === 'string' ? { webhook_endpoint: body.webhook_endpoint } : {},
  }));
}
