import type { StripeObject } from '../store/types.js';

/**
 * The body of a delivery: the event as the API returns it, `id` and `object` first, then the
 * fields in alphabetical order as Stripe writes them. An event of a connected account sent to
 * the platform's `connect` endpoint names that account.
 */
export function eventPayload(event: StripeObject, connectedAccount?: string): string {
  const { id, object, ...rest } = event;
  const fields: Record<string, unknown> = { ...rest };
  if (connectedAccount) fields.account = connectedAccount;
  const ordered: Record<string, unknown> = { id, object };
  for (const key of Object.keys(fields).sort()) ordered[key] = fields[key];
  return JSON.stringify(ordered, null, 2);
}
