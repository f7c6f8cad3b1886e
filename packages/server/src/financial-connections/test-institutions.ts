import { US_TEST_ROUTING_NUMBER } from '@payframe/core';

/** What signing in to a test institution does: accounts to choose from, or one of the banks' failures. */
export type InstitutionBehaviour = 'success' | 'sign_in_fails' | 'down' | 'no_eligible_accounts' | 'oauth';

/** One account of a test bank: what the shopper chooses from, and the numbers a debit uses. */
export interface TestBankAccount {
  /** Stable within the institution: `checking`, `savings`... */
  key: string;
  displayName: string;
  subcategory: 'checking' | 'savings' | 'credit_card';
  accountNumber: string;
  /** Current balance, in cents. */
  balance: number;
  /**
   * How many times attaching it as a payment account is answered 202 (its numbers are still
   * being fetched from the bank) before they are there.
   */
  numbersPendingFor?: number;
}

export interface TestInstitution {
  id: string;
  name: string;
  /** Where the bank is: a session lists the banks of its country (US, or Canada for PAD). */
  country: 'US' | 'CA';
  /** A Canadian bank's institution and transit numbers, which a PAD debit names with the account. */
  branch?: { institution: string; transit: string };
  behaviour: InstitutionBehaviour;
  /** The frames draw each logo; this names which drawing and its colour. */
  logo: { mark: string; color: string };
  accounts: readonly TestBankAccount[];
}

/**
 * Accounts the test banks hold: Stripe's test account numbers, so a linked account that is
 * closed or short of money fails later as a typed-in one does.
 */
const STANDARD: readonly TestBankAccount[] = [
  {
    key: 'checking',
    displayName: 'Everyday Checking',
    subcategory: 'checking',
    accountNumber: '000123456789',
    balance: 524_000,
  },
  {
    key: 'savings',
    displayName: 'High Yield Savings',
    subcategory: 'savings',
    accountNumber: '000987654321',
    balance: 1_250_075,
  },
  {
    key: 'closed',
    displayName: 'Old Checking (closed)',
    subcategory: 'checking',
    accountNumber: '000111111113',
    balance: 0,
  },
  {
    key: 'low',
    displayName: 'Student Checking (insufficient funds)',
    subcategory: 'checking',
    accountNumber: '000222222227',
    balance: 312,
  },
  {
    key: 'delayed',
    displayName: 'Checking (numbers arrive late)',
    subcategory: 'checking',
    accountNumber: '000123456789',
    balance: 87_500,
    numbersPendingFor: 3,
  },
];

/**
 * A Canadian test bank's accounts, at the PAD test institution `000` and transit `11000`: the
 * chequing account is the test account that succeeds, so a linked debit settles as a typed-in
 * one does.
 */
const CANADIAN: readonly TestBankAccount[] = [
  {
    key: 'chequing',
    displayName: 'Everyday Chequing',
    subcategory: 'checking',
    accountNumber: '000123456789',
    balance: 318_050,
  },
  {
    key: 'savings',
    displayName: 'Tax-Free Savings',
    subcategory: 'savings',
    accountNumber: '000987654321',
    balance: 2_040_000,
  },
];

const PAD_TEST_BRANCH = { institution: '000', transit: '11000' };

/** The Canadian banks a pre-authorized debit links at: one that succeeds, one whose sign-in fails, one down. */
const CANADIAN_INSTITUTIONS: readonly TestInstitution[] = [
  {
    id: 'fcinst_test_ca_success',
    name: 'Payframe Test Bank Canada',
    country: 'CA',
    branch: PAD_TEST_BRANCH,
    behaviour: 'success',
    logo: { mark: 'columns', color: '#c8102e' },
    accounts: CANADIAN,
  },
  {
    id: 'fcinst_test_ca_sign_in_fails',
    name: 'Test Institution Canada (sign-in fails)',
    country: 'CA',
    branch: PAD_TEST_BRANCH,
    behaviour: 'sign_in_fails',
    logo: { mark: 'lock', color: '#a4161a' },
    accounts: CANADIAN,
  },
  {
    id: 'fcinst_test_ca_down',
    name: 'Test Institution Canada (down)',
    country: 'CA',
    branch: PAD_TEST_BRANCH,
    behaviour: 'down',
    logo: { mark: 'cloud', color: '#6b7280' },
    accounts: CANADIAN,
  },
];

/** The test institutions the bank search lists, each with one of the public test behaviours. */
export const TEST_INSTITUTIONS: readonly TestInstitution[] = [
  {
    id: 'fcinst_test_success',
    country: 'US',
    name: 'Payframe Test Bank',
    behaviour: 'success',
    logo: { mark: 'columns', color: '#0a7a3e' },
    accounts: STANDARD,
  },
  {
    id: 'fcinst_test_oauth',
    country: 'US',
    name: 'Test OAuth Institution',
    behaviour: 'oauth',
    logo: { mark: 'key', color: '#5b4bc4' },
    accounts: STANDARD,
  },
  {
    id: 'fcinst_test_sign_in_fails',
    country: 'US',
    name: 'Test Institution (sign-in fails)',
    behaviour: 'sign_in_fails',
    logo: { mark: 'lock', color: '#a4161a' },
    accounts: STANDARD,
  },
  {
    id: 'fcinst_test_down',
    country: 'US',
    name: 'Test Institution (down)',
    behaviour: 'down',
    logo: { mark: 'cloud', color: '#6b7280' },
    accounts: STANDARD,
  },
  {
    id: 'fcinst_test_no_accounts',
    country: 'US',
    name: 'Test Institution (no eligible accounts)',
    behaviour: 'no_eligible_accounts',
    logo: { mark: 'card', color: '#b45309' },
    accounts: [
      {
        key: 'card',
        displayName: 'Rewards Credit Card',
        subcategory: 'credit_card',
        accountNumber: '4000056655665556',
        balance: -12_000,
      },
    ],
  },
  ...CANADIAN_INSTITUTIONS,
];

export const TEST_ROUTING = US_TEST_ROUTING_NUMBER;

/** The institutions a session lists: those of its country (a session with no country filter is a US one). */
export function institutionsIn(country: string): readonly TestInstitution[] {
  return TEST_INSTITUTIONS.filter((institution) => institution.country === country);
}

export function testInstitution(id: unknown): TestInstitution | undefined {
  return TEST_INSTITUTIONS.find((institution) => institution.id === id);
}

/** Accounts a debit can be drawn from (checking and savings); cards are shown as not eligible. */
export function eligible(account: TestBankAccount): boolean {
  return account.subcategory === 'checking' || account.subcategory === 'savings';
}
