import { fieldError } from '../errors/field-error.js';
import type { FieldErrorCode } from '../errors/field-errors.js';
import { fail, ok, type Result } from '../result.js';

/**
 * The numbers of a Canadian (pre-authorized debit) or UK (Bacs) bank account: each a run of
 * digits of a fixed length or range. A sort code is shown 10-88-00; the API takes its digits.
 */
export type BankNumberKind =
  | 'acss_institution_number'
  | 'acss_transit_number'
  | 'acss_account_number'
  | 'bacs_sort_code'
  | 'bacs_account_number';

export interface BankNumberRule {
  min: number;
  max: number;
  /** The parameter of the type's hash it goes in (`acss_debit[transit_number]`). */
  param: string;
  /** A frames message id naming the field. */
  label: string;
  placeholder: string;
  incomplete: FieldErrorCode;
  invalid: FieldErrorCode;
}

export const BANK_NUMBER_RULES: Readonly<Record<BankNumberKind, BankNumberRule>> = {
  acss_institution_number: {
    min: 3,
    max: 3,
    param: 'institution_number',
    label: 'field.institutionNumber',
    placeholder: '000',
    incomplete: 'incomplete_acss_institution_number',
    invalid: 'invalid_acss_institution_number',
  },
  acss_transit_number: {
    min: 5,
    max: 5,
    param: 'transit_number',
    label: 'field.transitNumber',
    placeholder: '11000',
    incomplete: 'incomplete_acss_transit_number',
    invalid: 'invalid_acss_transit_number',
  },
  acss_account_number: {
    min: 7,
    max: 12,
    param: 'account_number',
    label: 'field.accountNumber',
    placeholder: '000123456789',
    incomplete: 'incomplete_acss_account_number',
    invalid: 'invalid_acss_account_number',
  },
  bacs_sort_code: {
    min: 6,
    max: 6,
    param: 'sort_code',
    label: 'field.sortCode',
    placeholder: '10-88-00',
    incomplete: 'incomplete_bacs_sort_code',
    invalid: 'invalid_bacs_sort_code',
  },
  bacs_account_number: {
    min: 8,
    max: 8,
    param: 'account_number',
    label: 'field.accountNumber',
    placeholder: '00012345',
    incomplete: 'incomplete_bacs_account_number',
    invalid: 'invalid_bacs_account_number',
  },
};

/** Stripe's test bank in Canada (institution 000, transit 11000) and in the UK (sort code 108800). */
export const ACSS_TEST_INSTITUTION = '000';
export const ACSS_TEST_TRANSIT = '11000';
export const BACS_TEST_SORT_CODE = '108800';

/** Canadian financial institutions by their institution number (the common ones; others are valid, unnamed). */
const ACSS_INSTITUTIONS: Readonly<Record<string, string>> = {
  '000': 'STRIPE TEST BANK',
  '001': 'Bank of Montreal',
  '002': 'Scotiabank',
  '003': 'Royal Bank of Canada',
  '004': 'TD Canada Trust',
  '006': 'National Bank of Canada',
  '010': 'CIBC',
  '016': 'HSBC Bank Canada',
  '039': 'Laurentian Bank',
  '219': 'ATB Financial',
  '614': 'Tangerine',
  '815': 'Desjardins',
};

/** The bank of an institution number, when known. */
export function acssBankName(institutionNumber: string): string | null {
  return ACSS_INSTITUTIONS[institutionNumber] ?? null;
}

/** A sort code as typed: digits only, at most 6, in pairs (`10-88-00`); other numbers: digits only, up to their length. */
export function formatBankNumberInput(kind: BankNumberKind, value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, BANK_NUMBER_RULES[kind].max);
  if (kind !== 'bacs_sort_code') return digits;
  return (digits.match(/\d{1,2}/g) ?? []).join('-');
}

/** A sort code's 6 digits shown in pairs (`108800` is `10-88-00`). */
export function formatSortCode(value: string): string {
  return formatBankNumberInput('bacs_sort_code', value);
}

/**
 * A bank number: its digits (spaces and dashes ignored) within the rule's length; fewer is
 * incomplete, anything else (a letter, too many digits) invalid.
 */
export function validateBankNumber(kind: BankNumberKind, value: string): Result<string> {
  const rule = BANK_NUMBER_RULES[kind];
  const digits = value.replace(/[\s-]/g, '');
  if (/\D/.test(digits) || digits.length > rule.max) return fail(fieldError(rule.invalid, rule.param));
  if (digits.length < rule.min) return fail(fieldError(rule.incomplete, rule.param));
  return ok(digits);
}
