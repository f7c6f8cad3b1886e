import {
  ACSS_TEST_INSTITUTION,
  ACSS_TEST_TRANSIT,
  BACS_TEST_SORT_CODE,
  methodDescriptor,
  type TestInput,
} from '@payframe/core';
import type { TestBecsAccount } from './test-becs.js';

/** Stripe's delayed test accounts (a 9 in front): they settle after three minutes instead of at once. */
const DELAYED = /^9/;

/** A method's test accounts, read from core's descriptor, whose test outcomes list them. */
function tableOf(type: string, field: Extract<TestInput, { field: string }>['field']) {
  return new Map<string, TestBecsAccount>(
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
          },
        ],
      ];
    }),
  );
}

const ACSS = tableOf('acss_debit', 'acss_account_number');
const BACS = tableOf('bacs_debit', 'bacs_account_number');

const SUCCEEDS: TestBecsAccount = {
  behaviour: 'succeeds',
  delayed: false,
  disputed: false,
  failureCode: null,
};

/** What a pre-authorized debit does in test mode: the test bank's accounts as listed, any other succeeds. */
export function lookupTestAcssAccount(
  institutionNumber: string,
  transitNumber: string,
  accountNumber: string,
): TestBecsAccount {
  if (institutionNumber !== ACSS_TEST_INSTITUTION || transitNumber !== ACSS_TEST_TRANSIT) return SUCCEEDS;
  return ACSS.get(accountNumber) ?? SUCCEEDS;
}

/** What a Bacs debit does in test mode: the test sort code's accounts as listed, any other succeeds. */
export function lookupTestBacsAccount(sortCode: string, accountNumber: string): TestBecsAccount {
  if (sortCode !== BACS_TEST_SORT_CODE) return SUCCEEDS;
  return BACS.get(accountNumber) ?? SUCCEEDS;
}
