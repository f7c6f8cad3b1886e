import { describe, expect, it } from 'vitest';
import { validateBillingDetailsCollection } from './billing-details.js';
import { missingNeverBillingField, neverBillingFieldError } from './billing-never-check.js';

function collection(value: unknown) {
  const result = validateBillingDetailsCollection(value);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const FULL_ADDRESS = {
  line1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  country: 'US',
  postal_code: '62701',
};

describe('missingNeverBillingField', () => {
  it.each([
    ['auto', undefined, null],
    [{ name: 'never' }, undefined, 'name'],
    [{ name: 'never' }, { email: 'a@b.c' }, 'name'],
    [{ name: 'never' }, { name: 'Jenny Rosen' }, null],
    [{ name: 'never' }, { name: null }, null],
    [{ email: 'never', phone: 'never' }, { email: 'a@b.c' }, 'phone'],
    [{ address: 'never' }, { address: { country: 'US' } }, 'address.line1'],
    [{ address: 'never' }, { address: FULL_ADDRESS }, null],
    [{ address: { postalCode: 'never' } }, { address: { country: 'US' } }, 'address.postal_code'],
    [{ address: { line2: 'never' } }, undefined, null],
    [{ address: 'if_required' }, undefined, null],
  ])('%o with %o misses %s', (fields, given, missing) => {
    expect(missingNeverBillingField(collection(fields), given)).toBe(missing);
  });

  it('says what Stripe.js says', () => {
    expect(neverBillingFieldError('name', 'confirmPayment').message).toBe(
      'You specified "never" for fields.billing_details.name when creating the payment Element, but did not pass confirmParams.payment_method_data.billing_details.name when calling stripe.confirmPayment(). If you opt out of collecting data via the payment Element using the fields option, the data must be passed in when calling stripe.confirmPayment().',
    );
  });
});
