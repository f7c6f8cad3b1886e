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

/** A QR code that lapses (Pix): besides Authorize and Fail, Expire ends the code as its deadline passing would. */
export const EXPIRING_QR_TEST_OUTCOMES: readonly TestOutcome[] = [
  ...QR_TEST_OUTCOMES,
  {
    input: { page: 'qr', button: 'Expire' },
    status: 'requires_payment_method',
    code: 'payment_intent_payment_attempt_expired',
  },
];
