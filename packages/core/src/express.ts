/**
 * The Express Checkout Element's options, on their own: its frame loads these and nothing
 * else of core's option checks.
 */
export {
  EXPRESS_BUTTON_HEIGHT_RANGE,
  EXPRESS_BUTTON_THEMES,
  EXPRESS_BUTTON_TYPES,
  EXPRESS_CHECKOUT_BUTTONS,
  type ExpressCheckoutOptions,
  validateExpressCheckoutOptions,
} from './options/express-checkout.js';
export {
  EXPRESS_PAYMENT_METHODS,
  type ExpressLineItemOption,
  type ExpressPaymentMethod,
  type ExpressSheetOptions,
  type ExpressShippingRateOption,
  validateExpressSheetOptions,
} from './options/express-sheet.js';
