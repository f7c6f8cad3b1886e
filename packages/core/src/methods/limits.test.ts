import { describe, expect, it } from 'vitest';
import { amountLimit, checkMethodAmount, fitsAmount } from './limits.js';
import { METHOD_DESCRIPTORS, methodDescriptor } from './registry.js';

const affirm = methodDescriptor('affirm')!;
const afterpay = methodDescriptor('afterpay_clearpay')!;
const klarna = methodDescriptor('klarna')!;

describe('amount limits', () => {
  it.each([
    [affirm, 4_999, 'usd', { ok: false, bound: 'min', limit: 5_000 }],
    [affirm, 5_000, 'usd', { ok: true }],
    [affirm, 3_000_000, 'USD', { ok: true }],
    [affirm, 3_000_001, 'usd', { ok: false, bound: 'max', limit: 3_000_000 }],
    [affirm, 4_999, 'cad', { ok: false, bound: 'min', limit: 5_000 }],
    [afterpay, 99, 'usd', { ok: false, bound: 'min', limit: 100 }],
    [afterpay, 400_000, 'usd', { ok: true }],
    [afterpay, 400_001, 'usd', { ok: false, bound: 'max', limit: 400_000 }],
    [afterpay, 120_001, 'gbp', { ok: false, bound: 'max', limit: 120_000 }],
    [afterpay, 200_000, 'aud', { ok: true }],
    [klarna, 400_001, 'eur', { ok: false, bound: 'max', limit: 400_000 }],
    [klarna, 99, 'sek', { ok: false, bound: 'min', limit: 100 }],
    [klarna, 1_000_000, 'usd', { ok: true }],
  ] as const)('%#: %s pays %i %s: %o', (descriptor, amount, currency, fit) => {
    expect(checkMethodAmount(descriptor, amount, currency)).toEqual(fit);
  });

  it.each([
    [affirm, 10_000, 'usd', true],
    [affirm, 10_000, 'eur', false],
    [affirm, 1_000, 'usd', false],
    [afterpay, 5_000, 'gbp', true],
    [afterpay, 5_000, 'eur', false],
    [klarna, 5_000, 'eur', true],
    [methodDescriptor('card')!, 1, 'usd', true],
  ] as const)('%#: fits %s %i %s: %s', (descriptor, amount, currency, fits) => {
    expect(fitsAmount(descriptor, amount, currency)).toBe(fits);
  });

  it.each(METHOD_DESCRIPTORS.filter((d) => d.amountLimits))(
    '$type has bounds for exactly the currencies it takes, each a real range',
    (descriptor) => {
      expect(Object.keys(descriptor.amountLimits!).sort()).toEqual([...(descriptor.currencies ?? [])].sort());
      for (const currency of descriptor.currencies ?? []) {
        const limit = amountLimit(descriptor, currency)!;
        expect(Number.isInteger(limit.min) && Number.isInteger(limit.max)).toBe(true);
        expect(limit.min).toBeGreaterThan(0);
        expect(limit.max).toBeGreaterThan(limit.min);
      }
    },
  );

  it('a method without bounds has none', () => {
    expect(amountLimit(methodDescriptor('ideal')!, 'eur')).toBeNull();
    expect(amountLimit(affirm, 'toString')).toBeNull();
  });
});
