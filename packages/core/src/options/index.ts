export {
  ADDRESS_ELEMENT_MODES,
  type AddressElementOptions,
  validateAddressElementOptions,
} from './address-element-options.js';
export {
  type AddressCollection,
  BILLING_ADDRESS_COLLECTION,
  BILLING_ADDRESS_PARTS,
  BILLING_FIELD_COLLECTION,
  type BillingAddressPart,
  type BillingDetailsCollection,
  type FieldCollection,
  showsShippingAsBilling,
  validateBillingDetailsCollection,
} from './billing-details.js';
export { missingNeverBillingField, neverBillingFieldError } from './billing-never-check.js';
export {
  CHECKOUT_LAYOUTS,
  type CheckoutLayout,
  checkoutLayoutChar,
  checkoutLayoutOf,
  MIN_LAYOUT_SESSION_ID_LENGTH,
} from './checkout-layout.js';
export {
  canRemoveSavedPaymentMethod,
  canUpdateSavedPaymentMethod,
  isSetAsDefaultValid,
  ONE_CLICK_PAYMENT_METHOD_TYPE,
  type PaymentElementFeatures,
  type ResolvedFeatures,
  resolveCustomerSessionFeatures,
} from './customer-session.js';
export {
  CAPTURE_METHODS,
  CLIENT_SECRET_PATTERN,
  ELEMENTS_MODES,
  type ElementsOptions,
  type ElementsOptionsContext,
  LOADER_OPTIONS,
  SETUP_FUTURE_USAGES,
  validateElementsOptions,
} from './elements-options.js';
export {
  EXPRESS_BUTTON_HEIGHT_RANGE,
  EXPRESS_BUTTON_THEMES,
  EXPRESS_BUTTON_TYPES,
  EXPRESS_CHECKOUT_BUTTONS,
  type ExpressCheckoutOptions,
  validateExpressCheckoutOptions,
} from './express-checkout.js';
export {
  EXPRESS_PAYMENT_METHODS,
  type ExpressLineItemOption,
  type ExpressPaymentMethod,
  type ExpressSheetOptions,
  type ExpressShippingRateOption,
  validateExpressSheetOptions,
} from './express-sheet.js';
export { LAYOUT_TYPES, type LayoutType, type PaymentElementLayout, validateLayout } from './layout.js';
export { type PaymentElementOptions, validatePaymentElementOptions } from './payment-element-options.js';
export {
  type CreatePaymentMethodContext,
  checkCreatePaymentMethod,
  PAYMENT_METHOD_CREATION,
  type PaymentMethodCreation,
} from './payment-method-creation.js';
export {
  PAYMENT_PAGE_UPDATE_FIELDS,
  type PaymentPageUpdateField,
  validatePaymentPageUpdate,
} from './payment-page-update.js';
export {
  PAYMENT_REQUEST_BUTTON_THEMES,
  PAYMENT_REQUEST_BUTTON_TYPES,
  type PaymentRequestButtonStyle,
  validatePaymentRequestButtonStyle,
} from './payment-request-button.js';
export { checkSavePaymentMethod, type SaveContext } from './saving.js';
export {
  type AmountCheck,
  checkAmountMinimum,
  checkLinkFundingSources,
  checkLinkWithCard,
  checkUsablePaymentMethodTypes,
  checkVerificationMethods,
} from './session-checks.js';
export { validateWallets, WALLET_VISIBILITY, type WalletsOption, type WalletVisibility } from './wallets.js';
