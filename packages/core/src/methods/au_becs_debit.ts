import { EMAIL_FIELD, NAME_FIELD } from './fields.js';
import type { MethodDescriptor, TestOutcome } from './types.js';

/** A test account number at the test BSB (000-000) and what a debit from it does. */
function account(value: string, status: TestOutcome['status'], code?: string): TestOutcome {
  return { input: { field: 'au_becs_account_number', value }, status, ...(code ? { code } : {}) };
}

/**
 * BECS Direct Debit (Australia): a BSB and account number under the Direct Debit Request the
 * shopper accepts; the debit is processing, then settles or fails days later (seconds in test
 * mode). The name and e-mail are required: the debit notices go to them.
 */
export const auBecsDebit: MethodDescriptor = {
  type: 'au_becs_debit',
  flow: 'bank_debit',
  countries: ['AU'],
  currencies: ['aud'],
  reusable: true,
  fields: [
    NAME_FIELD,
    EMAIL_FIELD,
    { kind: 'au_becs_bsb_number', apiPath: 'au_becs_debit[bsb_number]' },
    { kind: 'au_becs_account_number', apiPath: 'au_becs_debit[account_number]' },
    { kind: 'mandate' },
  ],
  mandate: 'becs.mandate',
  nextAction: 'none',
  settlement: 'can_fail_later',
  // Stripe's test account numbers, all at BSB 000-000; the delayed ones settle after three minutes.
  testOutcomes: [
    account('000123456', 'processing_then_succeeded'),
    account('900123456', 'processing_then_succeeded'),
    account('111111113', 'processing_then_failed', 'account_closed'),
    account('111111116', 'processing_then_failed', 'no_account'),
    account('222222227', 'processing_then_failed', 'refer_to_customer'),
    account('922222227', 'processing_then_failed', 'refer_to_customer'),
    // Succeeds; at Stripe a dispute is opened at once (disputes are not simulated).
    account('666666660', 'processing_then_succeeded'),
    account('343434343', 'processing_then_failed', 'charge_exceeds_source_limit'),
    account('121212121', 'processing_then_failed', 'charge_exceeds_weekly_limit'),
  ],
  display: { label: 'method.au_becs_debit', icon: { kind: 'glyph', glyph: 'bank' } },
  requires: { billing: ['name', 'email'], shipping: false },
};
