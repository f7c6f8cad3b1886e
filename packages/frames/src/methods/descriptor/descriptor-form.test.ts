import { FIELD_ERRORS, IDEAL_BANKS } from '@payframe/core';
import { methodDescriptor } from '@payframe/core/methods';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDeferred } from '../../deferred/modules.js';
import { testContext } from '../test-context.fixture.js';
import {
  descriptorFields,
  descriptorInitialValues,
  descriptorNeeds,
  descriptorPaymentMethodData,
  descriptorPaymentMethodOptions,
  formatBlikCode,
  isDescriptorEmpty,
  validateDescriptor,
} from './descriptor-form.js';

const sepa = methodDescriptor('sepa_debit')!;
const ideal = methodDescriptor('ideal')!;
const p24 = methodDescriptor('p24')!;
const sofort = methodDescriptor('sofort')!;
const becs = methodDescriptor('au_becs_debit')!;

describe('a form drawn from a descriptor: SEPA Direct Debit', () => {
  const complete = { name: 'Jenny Rosen', email: 'jenny@example.com', iban: 'DE89 3704 0044 0532 0130 00' };

  it('a complete form becomes payment_method_data with the IBAN in electronic format', () => {
    expect(validateDescriptor(sepa, complete, testContext())).toEqual({});
    expect(descriptorPaymentMethodData(sepa, complete, testContext())).toEqual({
      type: 'sepa_debit',
      sepa_debit: { iban: 'DE89370400440532013000' },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    });
    expect(descriptorNeeds(sepa, testContext())).toEqual(['iban']);
  });

  it.each([
    [{ name: '' }, 'name', 'incomplete_name'],
    [{ email: '' }, 'email', 'incomplete_email'],
    [{ email: 'jenny@' }, 'email', 'email_invalid'],
    [{ iban: '' }, 'iban', 'incomplete_iban'],
    [{ iban: 'DE89 3704 0044 0532 0130 01' }, 'iban', 'invalid_iban'],
  ])('%j gives %s error %s', (change, field, code) => {
    const errors = validateDescriptor(sepa, { ...complete, ...change }, testContext());
    expect(errors[field]?.code).toBe(code);
    expect(errors[field]?.message).toBe(FIELD_ERRORS[code as keyof typeof FIELD_ERRORS]);
  });

  it('fields set to never are neither shown nor checked nor sent', () => {
    const context = testContext({ name: 'never', email: 'never' });
    expect(descriptorFields(sepa, complete, context)).toEqual(['iban']);
    expect(validateDescriptor(sepa, { name: '', email: '', iban: complete.iban }, context)).toEqual({});
    expect(descriptorPaymentMethodData(sepa, complete, context)).toEqual({
      type: 'sepa_debit',
      sepa_debit: { iban: 'DE89370400440532013000' },
    });
    expect(isDescriptorEmpty(sepa, { name: '', email: '', iban: '' })).toBe(true);
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
    expect(descriptorFields(sepa, values, context)).toEqual([
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
    expect(descriptorNeeds(sepa, context)).toEqual(['iban', 'phone', 'address']);
    expect(validateDescriptor(sepa, values, context)).toEqual({});
    expect(descriptorPaymentMethodData(sepa, values, context).billing_details).toEqual({
      name: 'Jenny Rosen',
      email: 'jenny@example.com',
      phone: '+49 30 901820',
      address: { country: 'DE', line1: 'Unter den Linden 1', postal_code: '10117', city: 'Berlin' },
    });
  });
});

describe('a form drawn from a descriptor: bank lists', () => {
  it('iDEAL sends the chosen bank, or none (chosen at the bank page)', () => {
    expect(IDEAL_BANKS.map((bank) => bank.id)).toContain('ing');
    const context = testContext();
    expect(descriptorFields(ideal, { bank: '' }, context)).toEqual(['bank']);
    expect(descriptorPaymentMethodData(ideal, { bank: 'ing' }, context)).toEqual({
      type: 'ideal',
      ideal: { bank: 'ing' },
    });
    expect(descriptorPaymentMethodData(ideal, { bank: '' }, context)).toEqual({ type: 'ideal', ideal: {} });
    expect(validateDescriptor(ideal, { bank: '' }, context)).toEqual({});
    expect(isDescriptorEmpty(ideal, { bank: '' })).toBe(true);
    expect(isDescriptorEmpty(ideal, { bank: 'ing' })).toBe(false);
  });

  it('refuses a bank that is not on the list', () => {
    expect(validateDescriptor(ideal, { bank: 'evil_bank' }, testContext()).bank?.code).toBe('invalid_bank');
  });

  it('Przelewy24 asks for name and e-mail, and sends them with the bank', () => {
    const context = testContext();
    const values = {
      ...descriptorInitialValues(p24, context),
      name: 'Jan Kowalski',
      email: 'jan@example.com',
    };
    expect(descriptorFields(p24, values, context)).toEqual(['name', 'email', 'bank']);
    expect(validateDescriptor(p24, { ...values, email: '' }, context).email?.code).toBe('incomplete_email');
    expect(descriptorPaymentMethodData(p24, { ...values, bank: 'ing' }, context)).toEqual({
      type: 'p24',
      p24: { bank: 'ing' },
      billing_details: { name: 'Jan Kowalski', email: 'jan@example.com' },
    });
  });
});

describe('a form drawn from a descriptor: a country of its own', () => {
  it.each([
    ['the default address', { address: { country: 'NL' } }, 'US', ['de-DE'], 'NL'],
    ["the browser's region", {}, 'US', ['nl-BE'], 'BE'],
    ["the merchant's country, when the browser names no region", {}, 'DE', ['ar'], 'DE'],
    ['its first, when none of those is served', { address: { country: 'FR' } }, 'US', ['en-GB'], 'AT'],
  ])('Sofort starts on %s', (_case, defaults, merchantCountry, languages, expected) => {
    const context = testContext(undefined, { merchantCountry });
    const values = descriptorInitialValues(sofort, { ...context, defaults }, languages);
    expect(values.bankCountry).toBe(expected);
  });

  it('Sofort validates and sends its country', () => {
    const context = testContext();
    const values = descriptorInitialValues(sofort, context, ['en-US']);
    expect(values.bankCountry).toBe('AT');
    expect(isDescriptorEmpty(sofort, values)).toBe(true);
    expect(descriptorFields(sofort, values, context)).toEqual(['bankCountry']);
    expect(validateDescriptor(sofort, values, context)).toEqual({});
    expect(validateDescriptor(sofort, { ...values, bankCountry: 'US' }, context).bankCountry?.code).toBe(
      'country_not_allowed',
    );
    expect(descriptorPaymentMethodData(sofort, values, context)).toEqual({
      type: 'sofort',
      sofort: { country: 'AT' },
    });
  });
});

describe('a form drawn from a descriptor: BECS Direct Debit', () => {
  const complete = {
    name: 'Jenny Rosen',
    email: 'jenny@example.com',
    bsbNumber: '000-000',
    accountNumber: '000123456',
  };

  it('asks for the name, e-mail, BSB and account number, and sends the BSB as 6 digits', () => {
    expect(descriptorFields(becs, complete, testContext())).toEqual([
      'name',
      'email',
      'bsbNumber',
      'accountNumber',
    ]);
    expect(descriptorInitialValues(becs, testContext())).toMatchObject({ bsbNumber: '', accountNumber: '' });
    expect(validateDescriptor(becs, complete, testContext())).toEqual({});
    expect(descriptorPaymentMethodData(becs, complete, testContext())).toEqual({
      type: 'au_becs_debit',
      au_becs_debit: { bsb_number: '000000', account_number: '000123456' },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    });
    expect(descriptorNeeds(becs, testContext())).toEqual(['becs']);
    expect(isDescriptorEmpty(becs, { name: '', email: '', bsbNumber: '', accountNumber: '' })).toBe(true);
    expect(isDescriptorEmpty(becs, { bsbNumber: '0' })).toBe(false);
  });

  it.each([
    [{ bsbNumber: '' }, 'bsbNumber', 'incomplete_au_bank_account_bsb'],
    [{ bsbNumber: '062-00' }, 'bsbNumber', 'incomplete_au_bank_account_bsb'],
    [{ accountNumber: '' }, 'accountNumber', 'incomplete_au_bank_account_number'],
    [{ accountNumber: '1234' }, 'accountNumber', 'incomplete_au_bank_account_number'],
    [{ name: '' }, 'name', 'incomplete_name'],
    [{ email: '' }, 'email', 'incomplete_email'],
  ])('%j gives %s error %s', (change, field, code) => {
    const errors = validateDescriptor(becs, { ...complete, ...change }, testContext());
    expect(errors[field]?.code).toBe(code);
    expect(errors[field]?.message).toBe(FIELD_ERRORS[code as keyof typeof FIELD_ERRORS]);
  });
});

describe('voucher forms: Boleto, Konbini, OXXO', () => {
  const boleto = methodDescriptor('boleto')!;
  const konbini = methodDescriptor('konbini')!;
  const oxxo = methodDescriptor('oxxo')!;

  beforeAll(() => loadDeferred(['phone', 'address']));

  const boletoValues = {
    name: 'Jenny Rosen',
    email: 'jenny@example.com',
    taxId: '529.982.247-25',
    country: 'BR',
    addressLine1: 'Av. Paulista 1000',
    locality: 'São Paulo',
    administrativeArea: 'SP',
    postalCode: '01310-100',
  };

  it('Boleto asks for the CPF/CNPJ and the full address, and sends the tax id as digits', () => {
    const context = testContext();
    expect(descriptorFields(boleto, boletoValues, context).slice(0, 4)).toEqual([
      'name',
      'email',
      'taxId',
      'country',
    ]);
    expect(validateDescriptor(boleto, boletoValues, context)).toEqual({});
    const data = descriptorPaymentMethodData(boleto, boletoValues, context);
    expect(data).toMatchObject({
      type: 'boleto',
      boleto: { tax_id: '52998224725' },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com', address: { country: 'BR' } },
    });
    expect(descriptorNeeds(boleto, context)).toContain('address');
  });

  it.each([
    ['', 'incomplete_tax_id'],
    ['529.982.247', 'incomplete_tax_id'],
    ['529.982.247-24', 'invalid_tax_id'],
  ])('Boleto with tax id %j: %s', (taxId, code) => {
    const errors = validateDescriptor(boleto, { ...boletoValues, taxId }, testContext());
    expect(errors.taxId).toEqual({ code, message: FIELD_ERRORS[code as keyof typeof FIELD_ERRORS] });
  });

  it("Konbini's phone is optional: left empty it is not sent, typed it is checked as a Japanese number", () => {
    const context = testContext();
    const values = { name: '山田 太郎', email: 'taro@example.jp', phone: '' };
    expect(descriptorFields(konbini, values, context)).toEqual(['name', 'email', 'phone']);
    expect(descriptorNeeds(konbini, context)).toEqual(['phone']);
    expect(validateDescriptor(konbini, values, context)).toEqual({});
    expect(descriptorPaymentMethodData(konbini, values, context)).toEqual({
      type: 'konbini',
      konbini: {},
      billing_details: { name: '山田 太郎', email: 'taro@example.jp' },
    });
    expect(validateDescriptor(konbini, { ...values, phone: '090 1234' }, context).phone?.code).toMatch(
      /phone_number/,
    );
    expect(
      descriptorPaymentMethodData(konbini, { ...values, phone: '090-1234-5678' }, context).billing_details,
    ).toMatchObject({ phone: '090-1234-5678' });
  });

  it('OXXO asks for the name and e-mail only', () => {
    expect(descriptorFields(oxxo, {}, testContext())).toEqual(['name', 'email']);
    expect(validateDescriptor(oxxo, { name: '', email: 'x' }, testContext())).toMatchObject({
      name: { code: 'incomplete_name' },
      email: { code: 'email_invalid' },
    });
  });
});

describe('a form drawn from a descriptor: BLIK', () => {
  const blik = methodDescriptor('blik')!;

  it('asks for the 6-digit code, sent in the confirmation options and not in the payment method', () => {
    expect(descriptorFields(blik, {}, testContext())).toEqual(['blik_code']);
    expect(descriptorInitialValues(blik, testContext(), [])).toMatchObject({ blik_code: '' });
    const values = { blik_code: '123456' };
    expect(validateDescriptor(blik, values, testContext())).toEqual({});
    expect(descriptorPaymentMethodData(blik, values, testContext())).toEqual({ type: 'blik', blik: {} });
    expect(descriptorPaymentMethodOptions(blik, values, testContext())).toEqual({ blik: { code: '123456' } });
    expect(descriptorPaymentMethodOptions(methodDescriptor('ideal')!, {}, testContext())).toBeUndefined();
  });

  it.each([
    ['', 'incomplete_blik_code'],
    ['12345', 'incomplete_blik_code'],
    ['12a456', 'invalid_blik_code'],
    ['1234567', 'invalid_blik_code'],
  ])('%j is refused with %s and its message', (code, error) => {
    const errors = validateDescriptor(blik, { blik_code: code }, testContext());
    expect(errors.blik_code).toEqual({
      code: error,
      message: FIELD_ERRORS[error as keyof typeof FIELD_ERRORS],
    });
  });

  it('keeps only the digits the shopper types, at most 6', () => {
    expect(formatBlikCode('12 34-56')).toBe('123456');
    expect(formatBlikCode('1234567')).toBe('123456');
    expect(formatBlikCode('ab')).toBe('');
  });
});
