import { LOCALE_DATA_UNAVAILABLE } from './locale-data.js';
import { APPEARANCE_VALUE_ERRORS, OPTION_ERRORS } from './option-errors.js';

/**
 * Errors the merchant's integration gets (thrown by the merchant script, type
 * `integration_error`): the messages of docs/elements.md#errors and docs/confirmation.md#errors, and the
 * option and appearance messages of option-errors.ts. Placeholders in braces are filled by
 * `errorMessage`.
 */
export const INTEGRATION_ERRORS = {
  // docs/elements.md#errors
  unverified_domain:
    'The following payment method types are not enabled on this domain: {paymentMethodTypes}. Register and verify the domain {domain} to show them.',
  unsupported_external_payment_method_type:
    '{type} is not a supported external payment method type and will be ignored.',
  unknown_country_code: 'Unknown country code: {country}.',
  unknown_token_type: 'Unknown token type: {type}.',
  missing_elements_session: 'Elements has no session. Initialize Elements with a clientSecret.',
  missing_customer: 'No customer was found for this session.',
  unexpected_deferred_mode: 'Unexpected deferred intent mode: {mode}.',
  locale_data_unavailable: LOCALE_DATA_UNAVAILABLE,
  wallet_confirmation_unsupported:
    '{element} does not support payments through {method}. To accept it, use confirmPayment or confirmSetup instead.',
  // docs/confirmation.md#errors
  elements_frame_not_found: 'Could not find expected elements frame.',
  elements_group_not_found: 'Could not find expected elements group.',
  elements_store_not_found: 'Could not retrieve elements store.',
  different_instance: 'Please use the same instance of Stripe you used to create this Element.',
  elements_data_unavailable: 'Could not retrieve data from Elements. Did Elements mount successfully?',
  client_secret_required: 'You must pass in a clientSecret when calling {method}.',
  express_checkout_no_payment_data: 'Express Checkout has no payment method data saved.',
  unexpected_confirm_call: 'Unexpected call to {method} or paymentFailed() during the confirm event.',
  issuing_card_not_cached: 'Issuing card not found in cache.',
  address_element_only: 'Attempted to confirm with only an address Element.',
  payment_method_type_required: 'payment_method[type] is required to create a payment method.',
  raw_card_data_v2: 'Do not pass raw card data to createV2CardPaymentMethod. Use an Element.',
  invalid_bin_prefix: 'Invalid BIN prefix.',
  wallet_unavailable:
    'Something went wrong. Unable to show wallet. Please choose a different payment method and try again.',
  element_data_unavailable:
    'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
  unknown_action: 'Unknown action',
  no_link_funding_sources: 'No link funding sources available.',
  no_accounts_returned: 'No accounts were returned',
  chunk_load_error: 'ChunkLoadError',
  unsupported_browser: 'This browser is not supported.',
  verification_failure: 'Generic error',
  invalid_shared_session_origin: 'Invalid shared session origin',
  link_app_only: 'This function may only be called from the Link app.',
  no_consent_action: 'No consent action provided on sign up',
  no_usable_payment_method_types:
    'No valid payment method types for this configuration. Please ensure that you have activated payment methods compatible with your chosen currency ({currency}).',
  amount_below_minimum: 'The amount {amount} is below the minimum charge amount for {currency}: {minimum}.',
  // options the server and the controller frame check (the merchant script does not)
  payment_method_creation_manual_required:
    "{method} with the {element} requires paymentMethodCreation: 'manual' in the elements options.",
  create_payment_method_with_save:
    'createPaymentMethod cannot save payment details with a customer session. Use createConfirmationToken instead.',
  paypal_create_payment_method: 'PayPal cannot be used with createPaymentMethod.',
  payment_page_update_exactly_one:
    'Exactly one of promotion_code, tax_region, updated_currency, updated_line_item_quantity or shipping_rate must be given; you gave {given}.',
  express_checkout_unsupported_wallet:
    'Express Checkout cannot confirm {wallet} payments through confirmation tokens.',
  ...OPTION_ERRORS,
  ...APPEARANCE_VALUE_ERRORS,
} as const;

export type IntegrationErrorCode = keyof typeof INTEGRATION_ERRORS;
