import { optionError } from '../errors/integration-error.js';
import type { PayframeError } from '../result.js';
import type { BillingAddressPart, BillingDetailsCollection } from './billing-details.js';

/** Option part name to `billing_details.address` key. */
const ADDRESS_KEYS: Readonly<Record<BillingAddressPart, string>> = {
  line1: 'line1',
  line2: 'line2',
  city: 'city',
  state: 'state',
  country: 'country',
  postalCode: 'postal_code',
};

/** line2 is optional everywhere: opting out of it asks nothing of the merchant (as Stripe.js does). */
const OPTIONAL_PARTS: ReadonlySet<BillingAddressPart> = new Set(['line2']);

const has = (record: unknown, key: string): boolean =>
  typeof record === 'object' && record !== null && (record as Record<string, unknown>)[key] !== undefined;

/**
 * The first billing field the Payment Element does not collect ('never') that the merchant did
 * not pass in `confirmParams.payment_method_data.billing_details`, as its dotted path
 * (`name`, `address.postal_code`), or null when nothing is missing. A value of null or ''
 * counts as passed: the merchant said it on purpose.
 */
export function missingNeverBillingField(
  collection: BillingDetailsCollection,
  billingDetails: unknown,
): string | null {
  for (const field of ['name', 'email', 'phone'] as const) {
    if (collection[field] === 'never' && !has(billingDetails, field)) return field;
  }
  const address = has(billingDetails, 'address')
    ? (billingDetails as Record<string, unknown>).address
    : undefined;
  for (const [part, key] of Object.entries(ADDRESS_KEYS) as [BillingAddressPart, string][]) {
    if (collection.addressParts[part] === 'never' && !OPTIONAL_PARTS.has(part) && !has(address, key))
      return `address.${key}`;
  }
  return null;
}

/** The IntegrationError Stripe.js throws for a billing field opted out of and not passed. */
export function neverBillingFieldError(field: string, method: string): PayframeError {
  return optionError('billing_field_never_not_passed', { field, method }, `billing_details.${field}`);
}
