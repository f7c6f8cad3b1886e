export { type CheckoutBranding, loadCheckoutBranding } from './branding.js';
export { followIntent } from './complete.js';
export { createSession } from './create-session.js';
export { currentDiscount, discountLines, type SessionDiscount } from './discount.js';
export { expireSession, sessionExpiryTask } from './expire.js';
export { lineItemList } from './line-item-list.js';
export type { AdjustableQuantity, Item, StoredLine } from './line-items.js';
export { itemOf, MAX_LINE_ITEMS, resolveLineItems, withQuantity } from './line-items.js';
export {
  localOffer,
  offersLocalCurrency,
  type Presented,
  presentOnOpen,
  presentSession,
  representSession,
} from './presentment.js';
export type { CheckoutSession, IntentData } from './session.js';
export { withTotals } from './session.js';
export type { CreateSessionParams, LineItemParams } from './session-params.js';
export { lineItemsListParams } from './session-params.js';
export { checkoutSessionRoutes } from './session-routes.js';
export {
  getSession,
  isEmbeddedSession,
  saveSession,
  saveSessionAndData,
  saveTaxRegion,
  sessionIntentData,
  sessionLines,
} from './session-store.js';
export type { ShippingRate } from './shipping-rate.js';
export { getShippingRate, shippingRateRoutes } from './shipping-rate-routes.js';
export { hasDynamicTax, ratesOf, taxAwaitsRegion, taxedLines } from './tax.js';
