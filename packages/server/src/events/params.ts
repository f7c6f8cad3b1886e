import { p, type z } from '../kernel/params.js';

/** An event type, or a group of them with `*` as a wildcard (`customer.*`). */
const eventType = p.string();

export const listEventsParams = p.object({
  ...p.listShape,
  type: eventType.optional(),
  types: p.array(eventType).optional(),
  delivery_success: p.boolean.optional(),
});

export type ListEventsParams = z.output<typeof listEventsParams>;
