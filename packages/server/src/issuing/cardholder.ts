import { newId, nowSeconds } from '../kernel/ids.js';
import { type Address, applyMetadata, clearOr, toAddress } from '../kernel/shared-params.js';
import type { StripeObject } from '../store/types.js';
import type { CreateCardholderParams, UpdateCardholderParams } from './params.js';

export interface Cardholder extends StripeObject {
  object: 'issuing.cardholder';
  billing: { address: Address };
  company: null;
  email: string | null;
  individual: { first_name: string | null; last_name: string | null } | null;
  metadata: Record<string, string>;
  name: string;
  phone_number: string | null;
  preferred_locales: string[];
  requirements: { disabled_reason: string | null; past_due: string[] };
  spending_controls: {
    allowed_categories: null;
    blocked_categories: null;
    spending_limits: [];
    spending_limits_currency: null;
  };
  status: 'active' | 'inactive' | 'blocked';
  type: 'individual' | 'company';
}

/** The billing address fields a cardholder must have before their cards can be used. */
const REQUIRED_ADDRESS = ['line1', 'city', 'postal_code', 'country'] as const;

function requirements(address: Address): Cardholder['requirements'] {
  const past_due = REQUIRED_ADDRESS.filter((field) => !address[field]).map(
    (field) => `billing.address.${field}`,
  );
  return { disabled_reason: past_due.length ? 'requirements.past_due' : null, past_due };
}

export function newCardholder(params: CreateCardholderParams, livemode: boolean): Cardholder {
  const address = toAddress(params.billing.address);
  return {
    id: newId('ich'),
    object: 'issuing.cardholder',
    billing: { address },
    company: null,
    created: nowSeconds(),
    email: params.email ?? null,
    individual: params.individual
      ? { first_name: params.individual.first_name ?? null, last_name: params.individual.last_name ?? null }
      : null,
    livemode,
    metadata: applyMetadata({}, params.metadata),
    name: params.name,
    phone_number: params.phone_number ?? null,
    preferred_locales: params.preferred_locales ?? [],
    requirements: requirements(address),
    spending_controls: {
      allowed_categories: null,
      blocked_categories: null,
      spending_limits: [],
      spending_limits_currency: null,
    },
    status: params.status ?? 'active',
    type: params.type ?? 'individual',
  };
}

export function updatedCardholder(before: Cardholder, params: UpdateCardholderParams): Cardholder {
  const address = params.billing
    ? toAddress(params.billing.address, before.billing.address)
    : before.billing.address;
  return {
    ...before,
    billing: { address },
    email: clearOr(params.email, before.email),
    metadata: applyMetadata(before.metadata, params.metadata),
    phone_number: clearOr(params.phone_number, before.phone_number),
    preferred_locales:
      params.preferred_locales === undefined ? before.preferred_locales : params.preferred_locales || [],
    requirements: requirements(address),
    status: params.status ?? before.status,
  };
}

export const cardholderColumns = (cardholder: Cardholder) => ({
  email: cardholder.email,
  phone_number: cardholder.phone_number,
  status: cardholder.status,
  type: cardholder.type,
});
