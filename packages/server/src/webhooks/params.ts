import { p, z } from '../kernel/params.js';
import { EVENT_TYPES } from './event-types.js';

const enabledEvents = p
  .array(p.oneOf(['*', ...EVENT_TYPES]))
  .refine((list) => list.length > 0, { error: 'Invalid enabled_events: must list at least one event type' });

/** `YYYY-MM-DD` with an optional release name, as the Stripe-Version header takes. */
const apiVersion = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/, { error: (iss) => `Invalid api_version: ${String(iss.input)}` });

export const createEndpointParams = p.object({
  url: p.string(),
  enabled_events: enabledEvents,
  api_version: apiVersion.optional(),
  connect: p.boolean.optional(),
  description: p.clearable(p.string()).optional(),
  metadata: p.metadata.optional(),
});

export const updateEndpointParams = p.object({
  url: p.string().optional(),
  enabled_events: enabledEvents.optional(),
  disabled: p.boolean.optional(),
  description: p.clearable(p.string()).optional(),
  metadata: p.metadata.optional(),
});

export const listEndpointsParams = p.object({
  limit: p.listShape.limit,
  starting_after: p.listShape.starting_after,
  ending_before: p.listShape.ending_before,
  expand: p.listShape.expand,
});

export type CreateEndpointParams = z.output<typeof createEndpointParams>;
export type UpdateEndpointParams = z.output<typeof updateEndpointParams>;
