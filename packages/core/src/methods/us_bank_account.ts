import { EMAIL_FIELD, NAME_FIELD } from './fields.js';
import type { MethodDescriptor, TestOutcome } from './types.js';

/** A test account number at the test routing number (110000000) and what a debit from it does. */
function account(value: string, status: TestOutcome['status'], code?: string): TestOutcome {
  return { input: { field: 'us_bank_account_number', value }, status, ...(code ? { code } : {}) };
}

/**
 * ACH Direct Debit from a US bank account: linked at the shopper's bank (verified at once) or
 * typed in by hand (verified by the microdeposits the shopper reads back), debited under the
 * online mandate they accept; the debit is processing, then settles or is returned days later
 * (seconds in test mode). The account details are collected in the bank-linking modal, so the
 * Payment Element's own fields are only the name, e-mail and mandate.
 */
export const usBankAccount: MethodDescriptor = {
  type: 'us_bank_account',
  flow: 'bank_debit',
  countries: ['US'],
  currencies: ['usd'],
  reusable: true,
  fields: [NAME_FIELD, EMAIL_FIELD, { kind: 'mandate' }],
  mandate: 'ach.mandate',
  nextAction: 'microdeposits',
  settlement: 'can_fail_later',
  // Offered only when named: the linking modal, not a form of fields, collects the account.
  automatic: false,
  // Stripe's test account numbers, all at routing number 110000000.
  testOutcomes: [
    account('000123456789', 'processing_then_succeeded'),
    account('000111111113', 'processing_then_failed', 'account_closed'),
    account('000111111116', 'processing_then_failed', 'no_account'),
    account('000222222227', 'processing_then_failed', 'insufficient_funds'),
    account('000333333335', 'processing_then_failed', 'debit_not_authorized'),
    account('000444444440', 'processing_then_failed', 'invalid_currency'),
    // Succeeds; at Stripe a dispute is opened afterwards (disputes are not simulated).
    account('000555555559', 'processing_then_succeeded'),
  ],
  display: { label: 'method.us_bank_account', icon: { kind: 'glyph', glyph: 'bank' } },
  requires: { billing: ['name'], shipping: false },
};
