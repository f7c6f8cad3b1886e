import {
  ACSS_TEST_INSTITUTION,
  ACSS_TEST_MICRODEPOSITS_FAIL_ACCOUNT,
  ACSS_TEST_TRANSIT,
  BACS_TEST_SORT_CODE,
  BACS_TEST_UNUSABLE_ACCOUNT,
  methodDescriptor,
  type TestInput,
} from '@payframe/core';
import type { TestBecsAccount } from './test-becs.js';

/** A Canadian or UK test account: what a debit does, and what its bank does with the mandate. */
export type TestMandateAccount = TestBecsAccount & { mandate: 'refused' | 'revoked' | null };

/** Stripe's delayed test accounts (a 9 in front): they settle after three minutes instead of at once. */
const DELAYED = /^9/;

/** A method's test accounts, read from core's descriptor, whose test outcomes list them. */
function tableOf(type: string, field: Extract<TestInput, { field: string }>['field']) {
  return new Map<string, TestMandateAccount>(
    (methodDescriptor(type)?.testOutcomes ?? []).flatMap((outcome) => {
      const { input } = outcome;
      if (!('field' in input) || input.field !== field) return [];
      const fails = outcome.status === 'processing_then_failed';
      return [
        [
          input.value,
          {
            behaviour: fails ? 'fails_later' : 'succeeds',
            delayed: DELAYED.test(input.value),
            disputed: false,
            failureCode: fails ? (outcome.code ?? 'generic_decline') : null,
            mandate: outcome.mandate ?? null,
          },
        ],
      ];
    }),
  );
}

const ACSS = tableOf('acss_debit', 'acss_account_number');
const BACS = tableOf('bacs_debit', 'bacs_account_number');

const SUCCEEDS: TestMandateAccount = {
  behaviour: 'succeeds',
  delayed: false,
  disputed: false,
  failureCode: null,
  mandate: null,
};

/** What a pre-authorized debit does in test mode: the test bank's accounts as listed, any other succeeds. */
export function lookupTestAcssAccount(
  institutionNumber: string,
  transitNumber: string,
  accountNumber: string,
): TestMandateAccount {
  if (institutionNumber !== ACSS_TEST_INSTITUTION || transitNumber !== ACSS_TEST_TRANSIT) return SUCCEEDS;
  return ACSS.get(accountNumber) ?? SUCCEEDS;
}

/** What a Bacs debit does in test mode: the test sort code's accounts as listed, any other succeeds. */
export function lookupTestBacsAccount(sortCode: string, accountNumber: string): TestMandateAccount {
  if (sortCode !== BACS_TEST_SORT_CODE) return SUCCEEDS;
  return BACS.get(accountNumber) ?? SUCCEEDS;
}

/** Whether the test bank refuses microdeposits to this Canadian account (they cannot be sent). */
export function acssMicrodepositsFail(institution: string, transit: string, account: string): boolean {
  return (
    institution === ACSS_TEST_INSTITUTION &&
    transit === ACSS_TEST_TRANSIT &&
    account === ACSS_TEST_MICRODEPOSITS_FAIL_ACCOUNT
  );
}

/** Whether the test bank refuses to set up any Direct Debit from this UK account. */
export function bacsAccountUnusable(sortCode: string, account: string): boolean {
  return sortCode === BACS_TEST_SORT_CODE && account === BACS_TEST_UNUSABLE_ACCOUNT;
}
