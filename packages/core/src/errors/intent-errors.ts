/**
 * Intent and transport errors (docs/elements.md#errors, docs/link.md#errors, docs/confirmation.md#errors).
 * `{object}` is PaymentIntent or SetupIntent.
 */
export const INTENT_ERRORS = {
  payment_intent_unexpected_state: 'This PaymentIntent has a status of {status} and cannot be used to pay.',
  setup_intent_unexpected_state: 'This SetupIntent has a status of {status} and cannot be used.',
  payment_intent_authentication_failure:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  setup_intent_authentication_failure:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  'fetch_updates.unexpected_status': 'The {object} has an unexpected status: {status}.',
  external_payment_method_selected: 'An external payment method was selected: {selectedPaymentMethod}.',
  api_connection_error:
    'We could not connect to the payment service. Please check your connection and try again.',
  unexpected_error: 'An unexpected error occurred.',
} as const;

export type IntentErrorCode = keyof typeof INTENT_ERRORS;

/** API error codes that are expected answers and are not logged (docs/confirmation.md#errors). */
export const EXPECTED_API_ERROR_CODES = [
  'resource_missing',
  'payment_intent_unexpected_state',
  'setup_intent_unexpected_state',
  'token_already_used',
  'parameter_missing',
  'email_invalid',
  'incorrect_number',
  'card_declined',
  'payment_method_unactivated',
  'routing_number_invalid',
  'account_number_invalid',
  'client_secret_mismatch',
] as const;

/** The intent unexpected-state code for an intent kind. */
export function unexpectedStateCode(
  kind: 'payment_intent' | 'setup_intent',
): 'payment_intent_unexpected_state' | 'setup_intent_unexpected_state' {
  return kind === 'payment_intent' ? 'payment_intent_unexpected_state' : 'setup_intent_unexpected_state';
}

/** The authentication-failure code for an intent kind. */
export function authenticationFailureCode(
  kind: 'payment_intent' | 'setup_intent',
): 'payment_intent_authentication_failure' | 'setup_intent_authentication_failure' {
  return kind === 'payment_intent'
    ? 'payment_intent_authentication_failure'
    : 'setup_intent_authentication_failure';
}
