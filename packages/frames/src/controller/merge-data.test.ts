import { describe, expect, it } from 'vitest';
import { mergeData } from './merge-data.js';

describe('mergeData', () => {
  it('keeps the collected card and merges billing details, the merchant winning', () => {
    const collected = {
      type: 'card',
      card: { number: '4242' },
      billing_details: { address: { country: 'US', postal_code: '10001' } },
    };
    const given = { billing_details: { name: 'Jenny Rosen', address: { line1: '1 Main St' } } };
    expect(mergeData(collected, given)).toEqual({
      type: 'card',
      card: { number: '4242' },
      billing_details: {
        name: 'Jenny Rosen',
        address: { country: 'US', postal_code: '10001', line1: '1 Main St' },
      },
    });
  });
});
