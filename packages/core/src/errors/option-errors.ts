/**
 * The messages the merchant script's synchronous checks throw (the appearance outline messages of
 * docs/elements.md#validation, the option messages of @payframe/core's validators, and the option conflicts of
 * docs/elements.md#errors). Apart from the rest of the catalogue so the merchant script, which bundles
 * these checks, does not carry messages it never throws. Placeholders in braces are filled by
 * `errorMessage`.
 */
export const OPTION_ERRORS = {
  // docs/elements.md#errors
  card_brands_both_set:
    'You cannot specify both disallowedCardBrands and allowedCardBrands. Please specify only one of those parameters.',
  all_card_brands_blocked: 'You cannot block all available card brands.',
  save_payment_method_with_subscriptions:
    'You cannot use the save payment method feature while using Subscriptions.',
  customer_session_with_subscriptions:
    'You cannot specify a customerSessionClientSecret while using Subscriptions.',
  link_requires_card:
    'To use link with the PaymentElement, please pass both link and card as payment_method_types.',
  // appearance (docs/elements.md#validation)
  font_src_scheme: "URLs have to start with 'https://' or 'data:'",
  deprecated_theme: "The '{theme}' theme is deprecated. Use 'stripe', 'flat' or 'night'.",
  // options (docs/elements.md#validation, docs/confirmation.md#validation)
  invalid_option_value:
    'Invalid value for {element}: {param} should be one of the following strings: {expected}. You specified: {value}.',
  invalid_option_type: 'Invalid value for {element}: {param} should be {expected}. You specified: {value}.',
  missing_option: 'Missing value for {element}: {param} should be {expected}.',
  invalid_card_brand_value:
    'Invalid value for {param}: {value} is not a supported card brand. Supported brands are: {expected}.',
  discover_global_network_overlap:
    'Invalid value for {param}: discover_global_network already covers {brands}; do not list them together.',
  save_payment_method_off_session:
    "You cannot use the save payment method feature with setupFutureUsage 'off_session'.",
  save_payment_method_on_session:
    "You cannot use the save payment method feature with setupFutureUsage 'on_session' when paying.",
  microdeposits_unsupported:
    "verification_method 'microdeposits' is not supported for {paymentMethodType}. Use 'automatic' or 'instant'.",
  client_secret_and_mode:
    'Do not pass both clientSecret and mode to elements(): a deferred intent takes mode, amount and currency instead.',
  invalid_locale: 'Invalid locale: {locale}. Use one of the supported locales or auto.',
  unsupported_locale: 'Unsupported locale: {locale}. Falling back to auto (the browser language).',
  billing_field_never_not_passed:
    'You specified "never" for fields.billing_details.{field} when creating the payment Element, but did not pass confirmParams.payment_method_data.billing_details.{field} when calling stripe.{method}(). If you opt out of collecting data via the payment Element using the fields option, the data must be passed in when calling stripe.{method}().',
} as const;

export type OptionErrorCode = keyof typeof OPTION_ERRORS;

/**
 * The appearance value messages (docs/elements.md#validation): only the frames check the values
 * of variables and rules, so the merchant script, which checks the appearance's outline, does
 * not carry them.
 */
export const APPEARANCE_VALUE_ERRORS = {
  invalid_style_value: 'Invalid style configuration value: {value} This value contains invalid characters.',
  style_url_refused: 'url() values are not allowed in {param}.',
  unsupported_rule_selector: 'Unsupported selector in appearance.rules: {selector}.',
  unsupported_rule_property: "Unsupported property in appearance.rules['{selector}']: {property}.",
} as const;

export type AppearanceValueErrorCode = keyof typeof APPEARANCE_VALUE_ERRORS;
