import type { MethodField, TestOutcome } from './types.js';

/** The billing fields several methods ask for. */
export const NAME_FIELD: MethodField = { kind: 'name', apiPath: 'billing_details[name]' };
export const EMAIL_FIELD: MethodField = { kind: 'email', apiPath: 'billing_details[email]' };

/** A redirect method's hosted test page: Authorize pays at once, Fail sends the intent back. */
export const REDIRECT_TEST_OUTCOMES: readonly TestOutcome[] = [
  { input: { page: 'redirect', button: 'Authorize' }, status: 'succeeded' },
  {
    input: { page: 'redirect', button: 'Fail' },
    status: 'requires_payment_method',
    code: 'payment_intent_authentication_failure',
  },
];

/** A QR code method's hosted test page (behind the code's URL): Authorize pays at once, Fail sends the intent back. */
export const QR_TEST_OUTCOMES: readonly TestOutcome[] = [
  { input: { page: 'qr', button: 'Authorize' }, status: 'succeeded' },
  {
    input: { page: 'qr', button: 'Fail' },
    status: 'requires_payment_method',
    code: 'payment_intent_authentication_failure',
  },
];

/**
 * A voucher's test e-mails, as Stripe's: the address's local part says what happens to the
 * voucher (`succeed_immediately`, `expire_immediately`, `expire_with_delay`, `fill_never`,
 * any prefix allowed before them); any other address pays it after a delay.
 */
export const VOUCHER_TEST_OUTCOMES: readonly TestOutcome[] = [
  {
    input: { field: 'email', value: 'succeed_immediately@example.com' },
    status: 'requires_action_then_succeeded',
  },
  { input: { field: 'email', value: 'jenny@example.com' }, status: 'requires_action_then_succeeded' },
  {
    input: { field: 'email', value: 'expire_immediately@example.com' },
    status: 'requires_action_then_failed',
    code: 'payment_intent_payment_attempt_expired',
  },
  {
    input: { field: 'email', value: 'expire_with_delay@example.com' },
    status: 'requires_action_then_failed',
    code: 'payment_intent_payment_attempt_expired',
  },
  {
    input: { field: 'email', value: 'fill_never@example.com' },
    status: 'requires_action_then_failed',
    code: 'payment_intent_payment_attempt_expired',
  },
];

/** A QR code that lapses (Pix): besides Authorize and Fail, Expire ends the code as its deadline passing would. */
export const EXPIRING_QR_TEST_OUTCOMES: readonly TestOutcome[] = [
  ...QR_TEST_OUTCOMES,
  {
    input: { page: 'qr', button: 'Expire' },
    status: 'requires_payment_method',
    code: 'payment_intent_payment_attempt_expired',
  },
];
