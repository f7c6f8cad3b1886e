import { describe, expect, it } from 'vitest';
import { FIELD_ERRORS } from '../errors/field-errors.js';
import {
  BANK_NUMBER_RULES,
  formatBankNumberInput,
  formatSortCode,
  validateBankNumber,
} from './bank-numbers.js';

describe('Canadian and UK bank numbers', () => {
  it('take their digits within their lengths, spaces and dashes ignored', () => {
    expect(validateBankNumber('acss_institution_number', '000')).toEqual({ ok: true, value: '000' });
    expect(validateBankNumber('acss_transit_number', '11 000')).toEqual({ ok: true, value: '11000' });
    expect(validateBankNumber('acss_account_number', '0001234')).toEqual({ ok: true, value: '0001234' });
    expect(validateBankNumber('acss_account_number', '000123456789')).toMatchObject({ ok: true });
    expect(validateBankNumber('bacs_sort_code', '10-88-00')).toEqual({ ok: true, value: '108800' });
    expect(validateBankNumber('bacs_account_number', '00012345')).toEqual({ ok: true, value: '00012345' });
  });

  it('call too few digits incomplete and a letter or too many invalid, with their messages', () => {
    expect(validateBankNumber('acss_transit_number', '1100')).toEqual({
      ok: false,
      error: {
        type: 'validation_error',
        code: 'incomplete_acss_transit_number',
        message: 'The transit number you entered is incomplete.',
        param: 'transit_number',
      },
    });
    expect(validateBankNumber('acss_institution_number', '0001')).toMatchObject({
      error: { code: 'invalid_acss_institution_number' },
    });
    expect(validateBankNumber('acss_account_number', '123456')).toMatchObject({
      error: { code: 'incomplete_acss_account_number' },
    });
    expect(validateBankNumber('acss_account_number', '1234567890123')).toMatchObject({
      error: { code: 'invalid_acss_account_number' },
    });
    expect(validateBankNumber('bacs_sort_code', '10-88-0a')).toMatchObject({
      error: { code: 'invalid_bacs_sort_code', message: 'The sort code you entered is invalid.' },
    });
    expect(validateBankNumber('bacs_account_number', '0001234')).toMatchObject({
      error: { code: 'incomplete_bacs_account_number' },
    });
    for (const rule of Object.values(BANK_NUMBER_RULES)) {
      expect(FIELD_ERRORS[rule.incomplete]).toMatch(/incomplete\.$/);
      expect(FIELD_ERRORS[rule.invalid]).toMatch(/invalid\.$/);
    }
  });

  it('format a sort code in pairs as typed, and cut every number at its length', () => {
    expect(formatBankNumberInput('bacs_sort_code', '1088')).toBe('10-88');
    expect(formatBankNumberInput('bacs_sort_code', '10880099')).toBe('10-88-00');
    expect(formatSortCode('108800')).toBe('10-88-00');
    expect(formatBankNumberInput('acss_transit_number', '11a0001')).toBe('11000');
    expect(formatBankNumberInput('acss_account_number', '0001234567891')).toBe('000123456789');
  });
});
