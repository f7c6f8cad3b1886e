import { describe, expect, it } from 'vitest';
import { ownerWithPostalCode } from './source-requests.js';

describe('a card source owner', () => {
  it('takes the postal code the card frames collected', () => {
    const collected = { billing_details: { address: { postal_code: '94107' } } };
    expect(ownerWithPostalCode({ name: 'Jenny Rosen' }, collected)).toEqual({
      name: 'Jenny Rosen',
      address: { postal_code: '94107' },
    });
  });

  it("keeps the merchant's own postal code and works without an owner", () => {
    const collected = { billing_details: { address: { postal_code: '94107' } } };
    expect(ownerWithPostalCode({ address: { postal_code: '10001', city: 'NYC' } }, collected)).toEqual({
      address: { postal_code: '10001', city: 'NYC' },
    });
    expect(ownerWithPostalCode(undefined, {})).toEqual({});
  });
});
