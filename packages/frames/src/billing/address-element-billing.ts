import type { BillingDetailsCollection } from '@payframe/core';

/**
 * The Payment Element's billing fields beside an Address Element in billing mode: as with
 * Stripe's, the name and the address come from the Address Element (merged into
 * billing_details when confirming), so the Payment Element no longer asks for them. E-mail
 * and phone stay as the merchant set them.
 */
export function withBillingAddressElement(collection: BillingDetailsCollection): BillingDetailsCollection {
  return {
    ...collection,
    name: 'never',
    address: 'never',
    addressParts: {
      line1: 'never',
      line2: 'never',
      city: 'never',
      state: 'never',
      country: 'never',
      postalCode: 'never',
    },
    requested: { ...collection.requested, name: false, fullAddress: false },
  };
}
