import { validateBillingDetailsCollection } from '@payframe/core/form';
import { describe, expect, it } from 'vitest';
import { billingBesideAddressElements } from './address-element-billing.js';

const collection = (raw: unknown = undefined) => {
  const result = validateBillingDetailsCollection(raw);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('billing beside Address Elements', () => {
  const alone = { billingFrames: 0, shippingFrames: 0, sameAsShipping: true };

  it('asks for billing itself when no Address Element is in the group', () => {
    const out = billingBesideAddressElements(collection(), alone);
    expect(out).toMatchObject({ offerSameAsShipping: false, fromShipping: false });
    expect(out.billingDetails.address).toBe('auto');
  });

  it('offers "same as shipping" beside a shipping Address Element, ticked: name and address come from it', () => {
    const ticked = billingBesideAddressElements(collection(), { ...alone, shippingFrames: 1 });
    expect(ticked).toMatchObject({ offerSameAsShipping: true, fromShipping: true });
    expect(ticked.billingDetails).toMatchObject({ name: 'never', address: 'never' });
    const unticked = billingBesideAddressElements(collection(), {
      ...alone,
      shippingFrames: 1,
      sameAsShipping: false,
    });
    expect(unticked).toMatchObject({ offerSameAsShipping: true, fromShipping: false });
    expect(unticked.billingDetails.address).toBe('auto');
  });

  it('does not offer it when a billing field is set to never (docs/elements.md#validation)', () => {
    const out = billingBesideAddressElements(collection({ email: 'never' }), { ...alone, shippingFrames: 1 });
    expect(out).toMatchObject({ offerSameAsShipping: false, fromShipping: false });
  });

  it('leaves name and address to a billing Address Element, without the box', () => {
    const out = billingBesideAddressElements(collection(), { ...alone, billingFrames: 1, shippingFrames: 1 });
    expect(out).toMatchObject({ offerSameAsShipping: false, fromShipping: false });
    expect(out.billingDetails.address).toBe('never');
  });
});
