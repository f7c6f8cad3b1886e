import { FIELD_ERRORS } from '@payframe/core';
import { describe, expect, it } from 'vitest';
import {
  brandOf,
  type CardValues,
  EMPTY_VALUES,
  paymentMethodPart,
  piecesOf,
  validatePieces,
  visibleErrors,
} from './card-fields.js';
import { chosenNetwork, networksOf, readCardOptions } from './card-options.js';

const now = new Date('2025-06-15T00:00:00Z');
const complete: CardValues = {
  number: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  postalCode: '10001',
};
const all = piecesOf('card', false);

describe('card element fields', () => {
  it('shows every input in the combined element, one in a split element', () => {
    expect(all).toEqual(['number', 'expiry', 'cvc', 'postalCode']);
    expect(piecesOf('card', true)).toEqual(['number', 'expiry', 'cvc']);
    expect(piecesOf('cardExpiry', false)).toEqual(['expiry']);
    expect(piecesOf('postalCode', true)).toEqual(['postalCode']);
  });

  it.each([
    [{ number: '4242 4242' }, 'number', 'incomplete_number'],
    [{ number: '4242 4242 4242 4241' }, 'number', 'invalid_number'],
    [{ expiry: '12 / 3' }, 'expiry', 'incomplete_expiry'],
    [{ expiry: '01 / 20' }, 'expiry', 'invalid_expiry_year_past'],
    [{ cvc: '12' }, 'cvc', 'incomplete_cvc'],
    [{ postalCode: '' }, 'postalCode', 'incomplete_zip'],
    [{ postalCode: '123' }, 'postalCode', 'incomplete_zip'],
  ] as const)('%j gives %s the core error %s', (change, piece, code) => {
    const errors = validatePieces(all, { ...complete, ...change }, 'visa', now);
    expect(errors[piece]).toEqual({ code, message: FIELD_ERRORS[code] });
  });

  it('accepts a complete card, a non-US postal code, and a 4-digit amex CVC', () => {
    expect(validatePieces(all, complete, 'visa', now)).toEqual({});
    expect(validatePieces(all, { ...complete, postalCode: 'SW1A 1AA' }, 'visa', now)).toEqual({});
    expect(validatePieces(['cvc'], { ...EMPTY_VALUES, cvc: '1234' }, 'amex', now)).toEqual({});
  });

  it('shows an invalid value at once, an incomplete one after blur, an empty one never', () => {
    const values = { ...complete, number: '4242 4242 4242 4241', expiry: '12 / 3', cvc: '' };
    const errors = validatePieces(all, values, 'visa', now);
    expect(Object.keys(visibleErrors(errors, values, new Set()))).toEqual(['number']);
    expect(Object.keys(visibleErrors(errors, values, new Set(['expiry', 'cvc'])))).toEqual([
      'number',
      'expiry',
    ]);
  });

  it('names the brand as change events do', () => {
    expect(brandOf('')).toBe('unknown');
    expect(brandOf('4242')).toBe('visa');
    expect(brandOf('3056 930902 5904')).toBe('diners');
  });

  it('gives each frame its share of payment_method_data', () => {
    expect(paymentMethodPart(all, complete, null)).toEqual({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
      billing_details: { address: { postal_code: '10001' } },
    });
    expect(paymentMethodPart(['number'], complete, 'cartes_bancaires')).toEqual({
      type: 'card',
      card: { number: '4242424242424242', networks: { preferred: 'cartes_bancaires' } },
    });
    expect(paymentMethodPart(['cvc'], complete, null)).toEqual({ type: 'card', card: { cvc: '123' } });
  });
});

describe('card element options and co-badged networks', () => {
  const ranges = [
    {
      account_range_low: '4000002500000000',
      account_range_high: '4000002599999999',
      pan_length: 16,
      brand: 'cartes_bancaires',
    },
    {
      account_range_low: '4000002500000000',
      account_range_high: '4000002599999999',
      pan_length: 16,
      brand: 'visa',
    },
  ];

  it('offers the networks of a co-badged number once it has 8 digits', () => {
    expect(networksOf('4000 0025 0000 1001', ranges)).toEqual(['cartes_bancaires', 'visa']);
    expect(networksOf('4000 002', ranges)).toEqual([]);
    expect(networksOf('4242 4242 4242 4242', ranges)).toEqual([]);
  });

  it("chooses the shopper's pick, else the merchant's first preferred network, else none", () => {
    const networks = ['cartes_bancaires', 'visa'];
    expect(chosenNetwork(networks, 'visa', ['cartes_bancaires'])).toBe('visa');
    expect(chosenNetwork(networks, null, ['mastercard', 'cartes_bancaires'])).toBe('cartes_bancaires');
    expect(chosenNetwork(networks, null, [])).toBeNull();
    expect(chosenNetwork(['visa'], 'visa', [])).toBeNull();
  });

  it('reads the options with their defaults and drops what is not theirs', () => {
    expect(readCardOptions('card', {})).toMatchObject({
      hidePostalCode: false,
      iconStyle: 'default',
      showIcon: true,
      disabled: false,
      postalCode: '',
      preferredNetwork: [],
    });
    expect(readCardOptions('cardNumber', {}).showIcon).toBe(false);
    const read = readCardOptions('card', {
      hideIcon: true,
      iconStyle: 'solid',
      hidePostalCode: 'yes',
      value: { postalCode: '94107' },
      preferredNetwork: ['cartes_bancaires', 'bogus', 7],
    });
    expect(read).toMatchObject({
      showIcon: false,
      iconStyle: 'solid',
      hidePostalCode: false,
      postalCode: '94107',
      preferredNetwork: ['cartes_bancaires'],
    });
  });
});
