import { type BillingDetailsCollection, showsShippingAsBilling } from '@payframe/core/form';

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

/** The Address Elements of the group, by mode, and the shopper's "same as shipping" choice. */
export interface AddressElementsInGroup {
  billingFrames: number;
  shippingFrames: number;
  sameAsShipping: boolean;
}

/**
 * The billing collection the Payment Element uses, and whether it offers "Billing address is
 * same as shipping": beside a shipping Address Element (and no billing one), unless a
 * billing field is set to never (docs/elements.md#validation). Ticked, the name and address come from
 * the shipping Address Element when confirming, so the Payment Element does not ask for them.
 */
export function billingBesideAddressElements(
  collection: BillingDetailsCollection,
  group: AddressElementsInGroup,
): { billingDetails: BillingDetailsCollection; offerSameAsShipping: boolean; fromShipping: boolean } {
  if (group.billingFrames > 0) {
    return {
      billingDetails: withBillingAddressElement(collection),
      offerSameAsShipping: false,
      fromShipping: false,
    };
  }
  const offer = group.shippingFrames > 0 && showsShippingAsBilling(collection);
  const fromShipping = offer && group.sameAsShipping;
  return {
    billingDetails: fromShipping ? withBillingAddressElement(collection) : collection,
    offerSameAsShipping: offer,
    fromShipping,
  };
}
