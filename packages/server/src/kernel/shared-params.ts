import { invalidRequest } from './errors.js';
import { p, type z } from './params.js';

/** Shapes that several resources share. */
export const addressParams = p.object({
  city: p.clearable(p.string()).optional(),
  country: p.clearable(p.string()).optional(),
  line1: p.clearable(p.string()).optional(),
  line2: p.clearable(p.string()).optional(),
  postal_code: p.clearable(p.string()).optional(),
  state: p.clearable(p.string()).optional(),
});

export const shippingParams = p.object({
  address: addressParams,
  name: p.string(),
  carrier: p.clearable(p.string()).optional(),
  phone: p.clearable(p.string()).optional(),
  tracking_number: p.clearable(p.string()).optional(),
});

export type AddressInput = z.output<typeof addressParams>;

export interface Address {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

/** An address object with every field present; '' clears. */
export function toAddress(input: AddressInput | undefined, base?: Address | null): Address {
  const merged: Address = {
    city: base?.city ?? null,
    country: base?.country ?? null,
    line1: base?.line1 ?? null,
    line2: base?.line2 ?? null,
    postal_code: base?.postal_code ?? null,
    state: base?.state ?? null,
  };
  for (const key of Object.keys(merged) as (keyof Address)[]) {
    const value = input?.[key];
    if (value !== undefined) merged[key] = value === '' ? null : value;
  }
  return merged;
}

export function toShipping(
  input: z.output<typeof shippingParams> | '' | undefined,
  base: unknown = null,
): unknown {
  if (input === undefined) return base;
  if (input === '') return null;
  return {
    address: toAddress(input.address),
    carrier: input.carrier || null,
    name: input.name,
    phone: input.phone || null,
    tracking_number: input.tracking_number || null,
  };
}

/** `''` clears a string field; undefined keeps the old value. */
export function clearOr<T>(value: T | '' | undefined, old: T | null): T | null {
  if (value === undefined) return old;
  return value === '' ? null : value;
}

const MAX_METADATA_KEYS = 50;

/**
 * Metadata updates merge: `metadata[k]=v` sets, `metadata[k]=` removes a key, `metadata=`
 * removes them all.
 */
export function applyMetadata(
  current: Record<string, string> | undefined,
  update: Record<string, string> | '' | undefined,
): Record<string, string> {
  if (update === undefined) return current ?? {};
  if (update === '') return {};
  const next = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete next[key];
    else next[key] = value;
  }
  if (Object.keys(next).length > MAX_METADATA_KEYS) {
    throw invalidRequest(
      `Invalid metadata: metadata can have at most ${MAX_METADATA_KEYS} keys.`,
      'metadata',
    );
  }
  return next;
}

/** What browsers (Stripe.js and our frames) add to every payment method they create: accepted, not kept. */
export const clientTelemetryParams = {
  payment_user_agent: p.string().optional(),
  time_on_page: p.integer.optional(),
  referrer: p.string().optional(),
  guid: p.string().optional(),
  muid: p.string().optional(),
  sid: p.string().optional(),
  pasted_fields: p.string().optional(),
  client_attribution_metadata: p.object({}).catchall(p.string()).optional(),
};
