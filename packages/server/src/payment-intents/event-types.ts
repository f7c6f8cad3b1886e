import type Stripe from 'stripe';

/**
 * The types of the events about one object, oldest first, as a merchant reading
 * `GET /v1/events` sees them. For tests: they check which events a flow announced.
 */
export async function eventTypes(stripe: Stripe, objectId: string): Promise<string[]> {
  const events = await stripe.events.list({ limit: 100 });
  return events.data
    .filter((e) => (e.data.object as { id?: string }).id === objectId)
    .reverse()
    .map((e) => e.type);
}
