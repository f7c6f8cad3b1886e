import type { MethodDescriptor, TestOutcome } from './types.js';

/**
 * The BLIK codes of test mode: any 6 digits are approved in the (simulated) banking app a few
 * seconds after confirming, except these, which fail as a bank would (see docs/confirmation.md).
 */
export const BLIK_TEST_OUTCOMES: readonly TestOutcome[] = [
  { input: { field: 'blik_code', value: '123456' }, status: 'succeeded' },
  {
    input: { field: 'blik_code', value: '000001' },
    status: 'requires_payment_method',
    code: 'payment_intent_payment_attempt_failed',
  },
  {
    input: { field: 'blik_code', value: '000002' },
    status: 'requires_payment_method',
    code: 'payment_intent_payment_attempt_expired',
  },
];

/**
 * BLIK: Poland's mobile payments. The shopper types the 6-digit code of their banking app into
 * the form; confirming sends the payment to the app, where they approve it while the page waits.
 */
export const blik: MethodDescriptor = {
  type: 'blik',
  flow: 'app',
  countries: ['PL'],
  currencies: ['pln'],
  reusable: false,
  fields: [{ kind: 'blik_code', apiPath: 'payment_method_options[blik][code]' }],
  mandate: null,
  nextAction: 'app_approval',
  settlement: 'immediate',
  testOutcomes: BLIK_TEST_OUTCOMES,
  automatic: false,
  display: {
    label: 'method.blik',
    icon: { kind: 'badge', text: 'BL', background: '#000000', color: '#FFFFFF' },
  },
};

/** A BLIK code: exactly 6 digits. */
export function isBlikCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}
