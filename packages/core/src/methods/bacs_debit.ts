import { EMAIL_FIELD, NAME_FIELD } from './fields.js';
import type { MethodDescriptor, TestOutcome } from './types.js';

/** A test account number at the test sort code (10-88-00) and what a debit from it does. */
function account(
  value: string,
  status: TestOutcome['status'],
  code?: string,
  mandate?: TestOutcome['mandate'],
): TestOutcome {
  return {
    input: { field: 'bacs_account_number', value },
    status,
    ...(code ? { code } : {}),
    ...(mandate ? { mandate } : {}),
  };
}

/**
 * Stripe's test account at the test sort code whose bank refuses to set up any Direct Debit:
 * making a payment method of it fails at once, so it is no test outcome of a payment.
 */
export const BACS_TEST_UNUSABLE_ACCOUNT = '00044444';

/**
 * Bacs Direct Debit (UK): a sort code and account number under the Direct Debit Instruction
 * the shopper confirms after seeing their details and the Direct Debit Guarantee; the debit is
 * processing, then settles or fails after the settlement days (seconds in test mode). The
 * scheme requires the holder's name, e-mail and full address.
 */
export const bacsDebit: MethodDescriptor = {
  type: 'bacs_debit',
  flow: 'bank_debit',
  countries: ['GB'],
  currencies: ['gbp'],
  reusable: true,
  fields: [
    NAME_FIELD,
    EMAIL_FIELD,
    { kind: 'bank_number', number: 'bacs_sort_code', apiPath: 'bacs_debit[sort_code]' },
    { kind: 'bank_number', number: 'bacs_account_number', apiPath: 'bacs_debit[account_number]' },
    { kind: 'billing_address', apiPath: 'billing_details[address]' },
    { kind: 'mandate' },
  ],
  mandate: 'bacs.mandate',
  confirmsMandate: true,
  nextAction: 'none',
  settlement: 'can_fail_later',
  // Offered only when named: the scheme's mandate confirmation goes with it.
  automatic: false,
  // Stripe's test account numbers at sort code 10-88-00; the 9... ones settle after three minutes.
  // A debit the shopper says they never authorized revokes the mandate; insufficient funds leave it active.
  testOutcomes: [
    account('00012345', 'processing_then_succeeded'),
    account('90012345', 'processing_then_succeeded'),
    account('33333335', 'processing_then_failed', 'debit_not_authorized', 'revoked'),
    account('93333335', 'processing_then_failed', 'debit_not_authorized', 'revoked'),
    account('22222227', 'processing_then_failed', 'insufficient_funds'),
    account('92222227', 'processing_then_failed', 'insufficient_funds'),
    // The shopper's bank refuses the mandate as soon as it is made: it is inactive, and a debit under it fails.
    account('00033333', 'processing_then_failed', 'debit_not_authorized', 'refused'),
    // Over the account's weekly volume limit, and over its per-payment limit.
    account('34343434', 'processing_then_failed', 'charge_exceeds_source_limit'),
    account('12121212', 'processing_then_failed', 'charge_exceeds_transaction_limit'),
    // Succeeds; at Stripe a dispute is opened afterwards (disputes are not simulated).
    account('55555559', 'processing_then_succeeded'),
  ],
  display: { label: 'method.bacs_debit', icon: { kind: 'glyph', glyph: 'bank' } },
  requires: { billing: ['name', 'email', 'address'], shipping: false },
};
