import { describe, expect, it } from 'vitest';
import { methodDescriptor } from '../methods/registry.js';
import {
  BECS_TEST_BSB,
  bsbBankName,
  formatAuAccountNumberInput,
  formatBsbInput,
  validateAuAccountNumber,
  validateBsb,
} from './becs.js';

describe('BSB numbers', () => {
  it('are formatted as typed: digits only, 000-000, at most 6 digits', () => {
    expect(formatBsbInput('0')).toBe('0');
    expect(formatBsbInput('062')).toBe('062');
    expect(formatBsbInput('0620')).toBe('062-0');
    expect(formatBsbInput('062000')).toBe('062-000');
    expect(formatBsbInput('062-0001234')).toBe('062-000');
    expect(formatBsbInput('06 2a0-00')).toBe('062-000');
    expect(formatBsbInput('')).toBe('');
  });

  it('name the bank from their first digits, the longest prefix first', () => {
    expect(bsbBankName('062-000')).toBe('Commonwealth Bank');
    expect(bsbBankName('013-006')).toBe('ANZ');
    expect(bsbBankName('032000')).toBe('Westpac');
    expect(bsbBankName('083-004')).toBe('National Australia Bank');
    expect(bsbBankName('923-100')).toBe('ING');
    expect(bsbBankName('633-000')).toBe('Bendigo Bank');
    expect(bsbBankName('182-512')).toBe('Macquarie Bank');
    expect(bsbBankName('000-000')).toBe('Stripe Test Bank');
    // Not enough digits, or a bank the table does not list: no name.
    expect(bsbBankName('0')).toBeNull();
    expect(bsbBankName('999-999')).toBeNull();
  });

  it('are valid with 6 digits, incomplete with fewer, invalid otherwise', () => {
    expect(validateBsb('062-000')).toEqual({
      ok: true,
      value: { bsb: '062000', formatted: '062-000', bankName: 'Commonwealth Bank' },
    });
    expect(validateBsb(BECS_TEST_BSB)).toMatchObject({ ok: true, value: { formatted: '000-000' } });
    // A bank the table does not list is still a BSB.
    expect(validateBsb('999 999')).toMatchObject({ ok: true, value: { bsb: '999999', bankName: null } });
    expect(validateBsb('06200')).toEqual({
      ok: false,
      error: {
        type: 'validation_error',
        code: 'incomplete_au_bank_account_bsb',
        message: 'The BSB you entered is incomplete.',
        param: 'bsb_number',
      },
    });
    expect(validateBsb('')).toMatchObject({ ok: false, error: { code: 'incomplete_au_bank_account_bsb' } });
    expect(validateBsb('0620001')).toMatchObject({
      ok: false,
      error: { code: 'invalid_au_bank_account_bsb', message: 'The BSB you entered is invalid.' },
    });
    expect(validateBsb('06A000')).toMatchObject({
      ok: false,
      error: { code: 'invalid_au_bank_account_bsb' },
    });
  });
});

describe('Australian account numbers', () => {
  it('are formatted as typed: digits only, at most 9', () => {
    expect(formatAuAccountNumberInput('000 123 456')).toBe('000123456');
    expect(formatAuAccountNumberInput('0001234567890')).toBe('000123456');
  });

  it('have 5 to 9 digits', () => {
    expect(validateAuAccountNumber('000123456')).toEqual({
      ok: true,
      value: { accountNumber: '000123456', last4: '3456' },
    });
    expect(validateAuAccountNumber('12345')).toMatchObject({ ok: true, value: { last4: '2345' } });
    expect(validateAuAccountNumber('1234')).toMatchObject({
      ok: false,
      error: {
        code: 'incomplete_au_bank_account_number',
        message: 'The account number you entered is incomplete.',
        param: 'account_number',
      },
    });
    expect(validateAuAccountNumber('1234567890')).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_au_bank_account_number',
        message: 'The account number you entered is invalid.',
      },
    });
    expect(validateAuAccountNumber('12345x')).toMatchObject({
      ok: false,
      error: { code: 'invalid_au_bank_account_number' },
    });
  });
});

describe('the BECS Direct Debit descriptor', () => {
  const becs = methodDescriptor('au_becs_debit');

  it('pays in Australian dollars from an Australian account, under a mandate, settled later', () => {
    expect(becs).toMatchObject({
      flow: 'bank_debit',
      countries: ['AU'],
      currencies: ['aud'],
      reusable: true,
      mandate: 'becs.mandate',
      nextAction: 'none',
      settlement: 'can_fail_later',
      requires: { billing: ['name', 'email'], shipping: false },
    });
  });

  it('asks for the name, e-mail, BSB and account number, then shows the mandate', () => {
    expect(becs?.fields).toEqual([
      { kind: 'name', apiPath: 'billing_details[name]' },
      { kind: 'email', apiPath: 'billing_details[email]' },
      { kind: 'au_becs_bsb_number', apiPath: 'au_becs_debit[bsb_number]' },
      { kind: 'au_becs_account_number', apiPath: 'au_becs_debit[account_number]' },
      { kind: 'mandate' },
    ]);
  });

  it("lists Stripe's test account numbers, each a valid account number", () => {
    const outcomes = becs?.testOutcomes ?? [];
    const byNumber = Object.fromEntries(
      outcomes.map((o) => ['field' in o.input ? o.input.value : '', [o.status, o.code ?? null]]),
    );
    expect(byNumber).toEqual({
      '000123456': ['processing_then_succeeded', null],
      '900123456': ['processing_then_succeeded', null],
      '111111113': ['processing_then_failed', 'account_closed'],
      '111111116': ['processing_then_failed', 'no_account'],
      '222222227': ['processing_then_failed', 'refer_to_customer'],
      '922222227': ['processing_then_failed', 'refer_to_customer'],
      '666666660': ['processing_then_succeeded', null],
      '343434343': ['processing_then_failed', 'charge_exceeds_source_limit'],
      '121212121': ['processing_then_failed', 'charge_exceeds_weekly_limit'],
    });
    for (const number of Object.keys(byNumber)) expect(validateAuAccountNumber(number).ok).toBe(true);
  });
});
