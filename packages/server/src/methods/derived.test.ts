import { METHOD_DESCRIPTORS, methodDescriptor } from '@payframe/core';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_TYPES } from '../payment-methods/params.js';
import { derivedDetails } from './derived-details.js';
import { derivedTypeParams } from './derived-params.js';
import { needsTypeData } from './type-fields.js';

const descriptor = (type: string) => methodDescriptor(type)!;

describe('payment method data derived from descriptors', () => {
  it('gives each type the details it had by hand', () => {
    expect(derivedDetails(descriptor('ideal'), { bank: 'ing' })).toEqual({ bank: 'ing', bic: 'INGBNL2A' });
    expect(derivedDetails(descriptor('ideal'), undefined)).toEqual({ bank: null, bic: null });
    expect(derivedDetails(descriptor('eps'), {})).toEqual({ bank: null });
    expect(derivedDetails(descriptor('p24'), { bank: 'ing' })).toEqual({ bank: 'ing' });
    expect(derivedDetails(descriptor('sofort'), { country: 'DE' })).toEqual({ country: 'DE' });
    expect(derivedDetails(descriptor('bancontact'), undefined)).toEqual({});
    expect(derivedDetails(descriptor('giropay'), undefined)).toEqual({});
  });

  it('takes exactly a selector’s bank ids and a country field’s countries', () => {
    const ideal = derivedTypeParams(descriptor('ideal'));
    expect(ideal.safeParse({ bank: 'ing' }).success).toBe(true);
    expect(ideal.safeParse({}).success).toBe(true);
    expect(ideal.safeParse({ bank: 'nope' }).success).toBe(false);
    const sofort = derivedTypeParams(descriptor('sofort'));
    expect(sofort.safeParse({ country: 'AT' }).success).toBe(true);
    expect(sofort.safeParse({ country: 'US' }).success).toBe(false);
    expect(sofort.safeParse({}).success).toBe(false);
    expect(derivedTypeParams(descriptor('giropay')).safeParse({ extra: 1 }).success).toBe(false);
  });

  it('requires the hash only when one of its fields must be filled in', () => {
    expect(needsTypeData(descriptor('sofort'))).toBe(true);
    expect(needsTypeData(descriptor('sepa_debit'))).toBe(true);
    expect(needsTypeData(descriptor('ideal'))).toBe(false);
    expect(needsTypeData(descriptor('bancontact'))).toBe(false);
  });
});

describe('the described types', () => {
  it('are all types payment methods are created with', () => {
    for (const { type } of METHOD_DESCRIPTORS) expect(PAYMENT_METHOD_TYPES).toContain(type);
  });
});
