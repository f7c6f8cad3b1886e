import { BECS_TEST_BSB, methodDescriptor } from '@payframe/core';
import type { TestIban } from './test-ibans.js';

/** Stripe's delayed test accounts: they settle after three minutes instead of at once. */
const DELAYED = new Set(['900123456', '922222227']);

/** What a debit does in test mode: the same shape as a test IBAN's, the failure code any bank's. */
export type TestBecsAccount = Omit<TestIban, 'failureCode'> & { failureCode: string | null };

/**
 * Stripe's BECS test accounts (at BSB 000-000) and what a debit from each does, read from
 * core's descriptor, whose test outcomes list them. Any other account succeeds.
 */
const TABLE = new Map<string, TestBecsAccount>(
  (methodDescriptor('au_becs_debit')?.testOutcomes ?? []).flatMap((outcome) => {
    const { input } = outcome;
    if (!('field' in input) || input.field !== 'au_becs_account_number') return [];
    const fails = outcome.status === 'processing_then_failed';
    return [
      [
        input.value,
        {
          behaviour: fails ? 'fails_later' : 'succeeds',
          delayed: DELAYED.has(input.value),
          disputed: false,
          failureCode: fails ? (outcome.code ?? 'generic_decline') : null,
        },
      ],
    ];
  }),
);

const SUCCEEDS: TestBecsAccount = {
  behaviour: 'succeeds',
  delayed: false,
  disputed: false,
  failureCode: null,
};

/** What a debit from this BSB and account number does in test mode. */
export function lookupTestBecsAccount(bsbNumber: string, accountNumber: string): TestBecsAccount {
  if (bsbNumber.replace(/\D/g, '') !== BECS_TEST_BSB) return SUCCEEDS;
  return TABLE.get(accountNumber.replace(/\s/g, '')) ?? SUCCEEDS;
}
