import { invalidRequest } from '../kernel/errors.js';
import { getResource } from '../kernel/get-resource.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import { p } from '../kernel/params.js';
import { route } from '../routing/route.js';
import { parseData } from '../store/resources.js';
import type { StripeObject } from '../store/types.js';
import { wantsEvent } from './endpoint.js';

const resendParams = p.object({ webhook_endpoint: p.string().optional() });

/**
 * `POST /v1/events/:event/retry` (as the Stripe CLI's `events resend` calls it): sends an event
 * again, as a new delivery due now, to the named endpoint or to every enabled endpoint of the
 * account and mode that listens for its type. Answers the event.
 */
export const resendEventRoutes = [
  route({
    method: 'POST',
    path: '/v1/events/:event/retry',
    params: resendParams,
    async handler(ctx) {
      const event = await getResource<StripeObject & { type: string }>(
        ctx.db,
        'events',
        ctx.scope,
        ctx.path.event!,
        { noun: 'event' },
      );
      let query = ctx.db
        .selectFrom('webhook_endpoints')
        .select(['id', 'data', 'disabled'])
        .where('account_id', '=', ctx.scope.accountId)
        .where('livemode', '=', ctx.scope.livemode);
      const named = ctx.params.webhook_endpoint;
      if (named) query = query.where('id', '=', named);
      const endpoints = await query.execute();
      if (named && endpoints.length === 0) {
        throw invalidRequest(
          `No such webhook endpoint: '${named}'`,
          'webhook_endpoint',
          'resource_missing',
          404,
        );
      }
      const targets = endpoints.filter((endpoint) =>
        named
          ? !endpoint.disabled
          : !endpoint.disabled && wantsEvent(parseData(endpoint.data).enabled_events as string[], event.type),
      );
      if (targets.length === 0) {
        throw invalidRequest(
          named
            ? `The webhook endpoint '${named}' is disabled: enable it to send events to it.`
            : `No enabled webhook endpoint listens for ${event.type} events.`,
          named ? 'webhook_endpoint' : undefined,
        );
      }
      const now = Date.now();
      await ctx.db
        .insertInto('webhook_deliveries')
        .values(
          targets.map((target) => ({
            id: newId('whd'),
            account_id: ctx.scope.accountId,
            livemode: ctx.scope.livemode,
            event_id: event.id,
            endpoint_id: target.id,
            next_attempt_at: now,
            status: 'pending' as const,
            created: nowSeconds(),
          })),
        )
        .execute();
      return event;
    },
  }),
];
