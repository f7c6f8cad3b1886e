/**
 * @payframe/core/form: the rules a payment form's first render needs, without the country
 * table's address formats, the phone metadata or the IBAN library. A bundler that splits
 * code places every file an entry can reach (through `export *` too) in that entry's chunks,
 * so the payment frame imports this entry, and the heavy rules from @payframe/core/address,
 * /phone and /iban in chunks it loads on demand.
 */
export { isKnownCountry, listCountryCodes, resolveCountryCode } from './address/country-code.js';
export { validatePostalCode } from './address/postal-code.js';
export { maskPostalCode } from './address/postal-mask.js';
export * from './appearance/index.js';
export { IDEAL_BANKS } from './bank/ideal-banks.js';
export * from './cards/index.js';
export * from './constants/index.js';
export { validateEmail } from './contact/email.js';
export { validateName } from './contact/name.js';
export { DECLINE_MESSAGES, type DeclineCode } from './errors/decline-messages.js';
export { FIELD_ERRORS, type FieldErrorCode } from './errors/field-errors.js';
export { LOCALE_DATA_UNAVAILABLE } from './errors/locale-data.js';
export * from './locales/index.js';
export {
  type BillingDetailsCollection,
  showsShippingAsBilling,
  validateBillingDetailsCollection,
} from './options/billing-details.js';
export type { PaymentElementLayout } from './options/layout.js';
export {
  type PaymentElementOptions,
  validatePaymentElementOptions,
} from './options/payment-element-options.js';
export { type ErrorType, fail, ok, type PayframeError, type Result } from './result.js';
