import { EMAIL_FIELD, NAME_FIELD } from './fields.js';
import type { MethodDescriptor, TestOutcome } from './types.js';

/**
 * Stripe's test account at the test bank to which the microdeposits cannot be sent: a
 * confirmation that verifies by microdeposits fails (`payment_method_microdeposit_failed`).
 */
export const ACSS_TEST_MICRODEPOSITS_FAIL_ACCOUNT = '000666666661';

/** A test account number at the test bank (institution 000, transit 11000) and what a debit from it does. */
function account(value: string, status: TestOutcome['status'], code?: string): TestOutcome {
  return { input: { field: 'acss_account_number', value }, status, ...(code ? { code } : {}) };
}

/**
 * Pre-authorized debit (Canada, ACSS): an account linked at the shopper's bank, or its
 * institution, transit and account number typed in (then verified by microdeposits), under the
 * PAD agreement the shopper accepts; the debit is processing, then settles or fails days later
 * (seconds in test mode). The name and e-mail are required: the agreement and the debit
 * notices go to them.
 */
export const acssDebit: MethodDescriptor = {
  type: 'acss_debit',
  flow: 'bank_debit',
  countries: ['CA'],
  currencies: ['cad', 'usd'],
  reusable: true,
  // The Payment Element asks the holder only: the account is linked (or typed in) when paying.
  fields: [NAME_FIELD, EMAIL_FIELD],
  apiFields: [
    { kind: 'bank_number', number: 'acss_institution_number', apiPath: 'acss_debit[institution_number]' },
    { kind: 'bank_number', number: 'acss_transit_number', apiPath: 'acss_debit[transit_number]' },
    { kind: 'bank_number', number: 'acss_account_number', apiPath: 'acss_debit[account_number]' },
  ],
  // The PAD agreement is not shown under the form: its modal shows it, with the merchant's
  // terms, when the shopper pays (as confirmAcssDebitPayment does).
  mandate: null,
  nextAction: 'none',
  settlement: 'can_fail_later',
  // Offered only when named: the merchant's PAD agreement (its mandate options) goes with it.
  automatic: false,
  // Stripe's test account numbers at institution 000, transit 11000; the 9... ones settle after three minutes.
  testOutcomes: [
    account('000123456789', 'processing_then_succeeded'),
    account('900123456789', 'processing_then_succeeded'),
    account('000111111113', 'processing_then_failed', 'account_closed'),
    account('900111111113', 'processing_then_failed', 'account_closed'),
    account('000111111116', 'processing_then_failed', 'no_account'),
    account('000222222227', 'processing_then_failed', 'insufficient_funds'),
    account('900222222227', 'processing_then_failed', 'insufficient_funds'),
    account('000333333335', 'processing_then_failed', 'debit_not_authorized'),
    account('000444444440', 'processing_then_failed', 'invalid_currency'),
    // Over the account's weekly volume limit, and over its per-payment limit.
    account('000777777771', 'processing_then_failed', 'charge_exceeds_source_limit'),
    account('000888888881', 'processing_then_failed', 'charge_exceeds_transaction_limit'),
    // Succeeds; at Stripe a dispute is opened afterwards (disputes are not simulated).
    account('000555555559', 'processing_then_succeeded'),
  ],
  display: { label: 'method.acss_debit', icon: { kind: 'glyph', glyph: 'bank' } },
  requires: { billing: ['name', 'email'], shipping: false },
};
