import { FIELD_ERRORS } from '@payframe/core';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context.fixture.js';
import {
  isSepaEmpty,
  sepaFields,
  sepaMandateText,
  sepaPaymentMethodData,
  validateSepa,
} from './sepa-form.js';

const complete = { name: 'Jenny Rosen', email: 'jenny@example.com', iban: 'DE89 3704 0044 0532 0130 00' };

describe('SEPA debit form', () => {
  it('a complete form becomes payment_method_data with the IBAN in electronic format', () => {
    expect(validateSepa(complete, testContext())).toEqual({});
    expect(sepaPaymentMethodData(complete, testContext())).toEqual({
      type: 'sepa_debit',
      sepa_debit: { iban: 'DE89370400440532013000' },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    });
  });

  it.each([
    [{ name: '' }, 'name', 'incomplete_name'],
    [{ email: '' }, 'email', 'incomplete_email'],
    [{ email: 'jenny@' }, 'email', 'email_invalid'],
    [{ iban: '' }, 'iban', 'incomplete_iban'],
    [{ iban: 'DE89 3704 0044 0532 0130 01' }, 'iban', 'invalid_iban'],
  ])('%j gives %s error %s', (change, field, code) => {
    const errors = validateSepa({ ...complete, ...change }, testContext());
    expect(errors[field]?.code).toBe(code);
    expect(errors[field]?.message).toBe(FIELD_ERRORS[code as keyof typeof FIELD_ERRORS]);
  });

  it('fields set to never are neither shown nor checked nor sent', () => {
    const context = testContext({ name: 'never', email: 'never' });
    expect(sepaFields(complete, context)).toEqual(['iban']);
    expect(validateSepa({ name: '', email: '', iban: complete.iban }, context)).toEqual({});
    expect(sepaPaymentMethodData(complete, context)).toEqual({
      type: 'sepa_debit',
      sepa_debit: { iban: 'DE89370400440532013000' },
    });
  });

  it('names the merchant in the mandate', () => {
    expect(sepaMandateText('Test Shop')).toContain('you authorise (A) Test Shop and Payframe');
    expect(isSepaEmpty({ name: '', email: '', iban: '' })).toBe(true);
  });

  it('adds the phone and the full address when the merchant asks for them', () => {
    const context = testContext({ phone: 'auto', address: { line1: 'auto', city: 'auto' } });
    const values = {
      name: 'Jenny Rosen',
      email: 'jenny@example.com',
      iban: 'DE89370400440532013000',
      phone: '+49 30 901820',
      country: 'DE',
      addressLine1: 'Unter den Linden 1',
      postalCode: '10117',
      locality: 'Berlin',
    };
    expect(sepaFields(values, context)).toEqual([
      'name',
      'email',
      'iban',
      'phone',
      'country',
      'addressLine1',
      'addressLine2',
      'postalCode',
      'locality',
    ]);
    expect(validateSepa(values, context)).toEqual({});
    expect(sepaPaymentMethodData(values, context).billing_details).toEqual({
      name: 'Jenny Rosen',
      email: 'jenny@example.com',
      phone: '+49 30 901820',
      address: { country: 'DE', line1: 'Unter den Linden 1', postal_code: '10117', city: 'Berlin' },
    });
  });
});
