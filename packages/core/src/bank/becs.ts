import { fieldError } from '../errors/field-error.js';
import { fail, ok, type Result } from '../result.js';

/**
 * BECS Direct Debit (Australia): a bank account is a BSB (Bank-State-Branch, 6 digits, written
 * 000-000) and an account number of 5 to 9 digits. The BSB's first digits name the bank.
 */

export const BSB_LENGTH = 6;
export const AU_ACCOUNT_NUMBER_MIN = 5;
export const AU_ACCOUNT_NUMBER_MAX = 9;

/** The BSB of the test bank: every test account number is at this BSB. */
export const BECS_TEST_BSB = '000000';

/**
 * The common Australian banks by the first digits of their BSBs (two digits name the
 * institution; a few banks share a group's two digits and are told apart by the third). The
 * longest matching prefix wins; a BSB of a bank not listed is valid, shown without a name.
 */
export const BSB_BANKS: Readonly<Record<string, string>> = {
  '000': 'Stripe Test Bank',
  '01': 'ANZ',
  '03': 'Westpac',
  '04': 'Westpac',
  '06': 'Commonwealth Bank',
  '08': 'National Australia Bank',
  '09': 'Reserve Bank of Australia',
  '10': 'BankSA',
  '11': 'St.George Bank',
  '12': 'Bank of Queensland',
  '14': 'Rabobank',
  '18': 'Macquarie Bank',
  '19': 'Bank of Melbourne',
  '21': 'JPMorgan Chase',
  '22': 'BNP Paribas',
  '23': 'Bank of America',
  '24': 'Citibank',
  '30': 'Bankwest',
  '33': 'St.George Bank',
  '34': 'HSBC',
  '35': 'Bank of China',
  '40': 'Commonwealth Bank',
  '41': 'Deutsche Bank',
  '45': 'OCBC',
  '484': 'Suncorp Bank',
  '61': 'Adelaide Bank',
  '633': 'Bendigo Bank',
  '70': 'Indue',
  '73': 'Westpac',
  '76': 'Commonwealth Bank',
  '78': 'National Australia Bank',
  '80': 'Cuscal',
  '90': 'Australia Post',
  '923': 'ING',
  '939': 'AMP Bank',
  '942': 'Bank of Sydney',
  '944': 'ME Bank',
};

function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The bank of a BSB (its first digits; `062-000` is Commonwealth Bank), or null when not listed. */
export function bsbBankName(value: string): string | null {
  const digits = digitsOf(value);
  for (const length of [3, 2]) {
    if (digits.length < length) continue;
    const name = BSB_BANKS[digits.slice(0, length)];
    if (name) return name;
  }
  return null;
}

/** Formats a BSB as typed: digits only, at most 6, a dash after the third (`000-000`). */
export function formatBsbInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, BSB_LENGTH);
  return digits.length > 3 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

/** Formats an account number as typed: digits only, at most 9. */
export function formatAuAccountNumberInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, AU_ACCOUNT_NUMBER_MAX);
}

export interface ValidBsb {
  /** The 6 digits, as the API takes them. */
  bsb: string;
  /** `000-000`, as shown. */
  formatted: string;
  bankName: string | null;
}

/** A BSB: 6 digits (spaces and the dash ignored); fewer is incomplete, anything else invalid. */
export function validateBsb(value: string): Result<ValidBsb> {
  const bsb = digitsOf(value);
  if (/\D/.test(bsb) || bsb.length > BSB_LENGTH) {
    return fail(fieldError('invalid_au_bank_account_bsb', 'bsb_number'));
  }
  if (bsb.length < BSB_LENGTH) return fail(fieldError('incomplete_au_bank_account_bsb', 'bsb_number'));
  return ok({ bsb, formatted: formatBsbInput(bsb), bankName: bsbBankName(bsb) });
}

export interface ValidAuAccountNumber {
  accountNumber: string;
  last4: string;
}

/** An account number: 5 to 9 digits (spaces ignored); fewer is incomplete, anything else invalid. */
export function validateAuAccountNumber(value: string): Result<ValidAuAccountNumber> {
  const accountNumber = value.replace(/\s/g, '');
  if (/\D/.test(accountNumber) || accountNumber.length > AU_ACCOUNT_NUMBER_MAX) {
    return fail(fieldError('invalid_au_bank_account_number', 'account_number'));
  }
  if (accountNumber.length < AU_ACCOUNT_NUMBER_MIN) {
    return fail(fieldError('incomplete_au_bank_account_number', 'account_number'));
  }
  return ok({ accountNumber, last4: accountNumber.slice(-4) });
}
