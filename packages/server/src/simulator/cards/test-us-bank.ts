import { methodDescriptor, US_TEST_ROUTING_NUMBER } from '@payframe/core';
import type { TestBecsAccount } from './test-becs.js';

/** What an ACH debit does in test mode: the same shape as a BECS account's. */
export type TestUsBankAccount = TestBecsAccount;

/**
 * Stripe's ACH test accounts (at routing number 110000000) and what a debit from each does,
 * read from core's descriptor, whose test outcomes list them. Any other account succeeds.
 */
const TABLE = new Map<string, TestUsBankAccount>(
  (methodDescriptor('us_bank_account')?.testOutcomes ?? []).flatMap((outcome) => {
    const { input } = outcome;
    if (!('field' in input) || input.field !== 'us_bank_account_number') return [];
    const fails = outcome.status === 'processing_then_failed';
    return [
      [
        input.value,
        {
          behaviour: fails ? 'fails_later' : 'succeeds',
          delayed: false,
          disputed: false,
          failureCode: fails ? (outcome.code ?? 'generic_decline') : null,
        },
      ],
    ];
  }),
);

const SUCCEEDS: TestUsBankAccount = {
  behaviour: 'succeeds',
  delayed: false,
  disputed: false,
  failureCode: null,
};

/** What a debit from this routing and account number does in test mode. */
export function lookupTestUsBankAccount(routingNumber: string, accountNumber: string): TestUsBankAccount {
  if (routingNumber !== US_TEST_ROUTING_NUMBER) return SUCCEEDS;
  return TABLE.get(accountNumber) ?? SUCCEEDS;
}
