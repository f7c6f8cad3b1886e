import { describe, expect, it } from 'vitest';
import { catalogueEntry, errorMessage, listErrorCatalogue } from './catalogue.js';
import { declineMessage } from './decline-messages.js';

describe('the error catalogue', () => {
  it.each([
    [
      'card_brands_both_set',
      'You cannot specify both disallowedCardBrands and allowedCardBrands. Please specify only one of those parameters.',
    ],
    ['all_card_brands_blocked', 'You cannot block all available card brands.'],
    [
      'save_payment_method_with_subscriptions',
      'You cannot use the save payment method feature while using Subscriptions.',
    ],
    [
      'customer_session_with_subscriptions',
      'You cannot specify a customerSessionClientSecret while using Subscriptions.',
    ],
    ['locale_data_unavailable', 'Could not load locale data'],
    ['elements_frame_not_found', 'Could not find expected elements frame.'],
    ['elements_group_not_found', 'Could not find expected elements group.'],
    ['elements_store_not_found', 'Could not retrieve elements store.'],
    ['different_instance', 'Please use the same instance of Stripe you used to create this Element.'],
    ['elements_data_unavailable', 'Could not retrieve data from Elements. Did Elements mount successfully?'],
    ['express_checkout_no_payment_data', 'Express Checkout has no payment method data saved.'],
    ['issuing_card_not_cached', 'Issuing card not found in cache.'],
    ['address_element_only', 'Attempted to confirm with only an address Element.'],
    ['payment_method_type_required', 'payment_method[type] is required to create a payment method.'],
    ['raw_card_data_v2', 'Do not pass raw card data to createV2CardPaymentMethod. Use an Element.'],
    ['invalid_bin_prefix', 'Invalid BIN prefix.'],
    [
      'wallet_unavailable',
      'Something went wrong. Unable to show wallet. Please choose a different payment method and try again.',
    ],
    [
      'element_data_unavailable',
      'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
    ],
    [
      'link_requires_card',
      'To use link with the PaymentElement, please pass both link and card as payment_method_types.',
    ],
    ['no_link_funding_sources', 'No link funding sources available.'],
    ['verification_failure', 'Generic error'],
    ['invalid_shared_session_origin', 'Invalid shared session origin'],
    ['link_app_only', 'This function may only be called from the Link app.'],
    ['no_consent_action', 'No consent action provided on sign up'],
    ['font_src_scheme', "URLs have to start with 'https://' or 'data:'"],
    ['no_consumer_session', 'Cannot start verification without an existing consumer session'],
    ['no_payment_details_id', 'No payment details id found during sharePaymentDetails'],
    ['link_api_client_not_initialized', 'LinkApiClient has not been initialized'],
    ['shipping_address_not_found', 'Could not find expected shipping address by id'],
    ['intent_id_missing', 'Intent id not populated in non-deferred intent'],
    ['consumer_not_found', 'Consumer not found'],
    ['LJS001', 'Unsupported request surface'],
    ['LJS002', 'Consumer not logged in'],
    ['LJS003', 'No credentials for email'],
    ['LJS004', 'Missing active consumer session'],
    ['LJS005', 'Missing active verification'],
    ['LJS006', 'Invalid authentication state transition'],
    ['LJS007', 'Invalid params or context for action'],
  ] as const)('%s reads %j', (code, message) => {
    expect(errorMessage(code)).toBe(message);
  });

  it.each([
    [
      'client_secret_required',
      { method: 'confirmPayment' },
      'You must pass in a clientSecret when calling confirmPayment.',
    ],
    [
      'unexpected_confirm_call',
      { method: 'confirmPayment' },
      'Unexpected call to confirmPayment or paymentFailed() during the confirm event.',
    ],
    [
      'wallet_confirmation_unsupported',
      { element: 'Express Checkout', method: 'amazon_pay' },
      'Express Checkout does not support payments through amazon_pay. To accept it, use confirmPayment or confirmSetup instead.',
    ],
    [
      'invalid_style_value',
      { value: 'red;' },
      'Invalid style configuration value: red; This value contains invalid characters.',
    ],
    [
      'fetch_updates.unexpected_status',
      { object: 'SetupIntent', status: 'processing' },
      'The SetupIntent has an unexpected status: processing.',
    ],
    ['client_secret_required', {}, 'You must pass in a clientSecret when calling {method}.'],
  ] as const)('%s fills %o', (code, params, message) => {
    expect(errorMessage(code, params)).toBe(message);
  });

  it.each([
    ['payment_intent_unexpected_state', 'invalid_request_error'],
    ['setup_intent_unexpected_state', 'invalid_request_error'],
    ['payment_intent_authentication_failure', 'invalid_request_error'],
    ['setup_intent_authentication_failure', 'invalid_request_error'],
    ['api_connection_error', 'api_connection_error'],
    ['incomplete_number', 'validation_error'],
    ['card_number_in_name_field', 'validation_error'],
    ['LJS004', 'link_error'],
    ['all_card_brands_blocked', 'integration_error'],
  ])('%s has type %s', (code, type) => {
    expect(catalogueEntry(code)?.type).toBe(type);
  });

  it('lists every entry once, each with a code, a type and a message', () => {
    const entries = listErrorCatalogue();
    expect(entries.length).toBeGreaterThan(120);
    expect(new Set(entries.map((entry) => entry.code)).size).toBe(entries.length);
    for (const entry of entries) expect(entry.message.length).toBeGreaterThan(0);
    expect(catalogueEntry('no_such_code')).toBeUndefined();
  });

  it.each([
    ['insufficient_funds', 'Your card has insufficient funds.'],
    ['expired_card', 'Your card has expired.'],
    ['do_not_honor', 'Your card was declined.'],
  ])('decline %s reads %j', (code, message) => {
    expect(declineMessage(code)).toBe(message);
  });
});
