export {
  AddressElement,
  CardCvcElement,
  CardElement,
  CardExpiryElement,
  CardNumberElement,
  ExpressCheckoutElement,
  LinkAuthenticationElement,
  PaymentElement,
  PaymentMethodMessagingElement,
} from './components.js';
export { type ElementComponent, type ElementProps, elementComponent } from './element-component.js';
export {
  Elements,
  ElementsConsumer,
  type ElementsProps,
  useElements,
  usePayframe,
  useStripe,
} from './elements-context.js';
export { isPayframe } from './payframe-prop.js';
export type {
  ConfirmResult,
  ElementEventHandler,
  ElementsContextValue,
  ElementsOptions,
  Payframe,
  PayframeElement,
  PayframeElements,
} from './types.js';
