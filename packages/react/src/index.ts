export {
  AddressElement,
  AuBankAccountElement,
  CardCvcElement,
  CardElement,
  CardExpiryElement,
  CardNumberElement,
  CurrencySelectorElement,
  EpsBankElement,
  ExpressCheckoutElement,
  FpxBankElement,
  IbanElement,
  IdealBankElement,
  IssuingCardCopyButtonElement,
  IssuingCardCvcDisplayElement,
  IssuingCardExpiryDisplayElement,
  IssuingCardNumberDisplayElement,
  IssuingCardPinDisplayElement,
  LinkAuthenticationElement,
  NetbankingBankElement,
  P24BankElement,
  PaymentElement,
  PaymentMethodMessagingElement,
  PaymentRequestButtonElement,
} from './components.js';
export {
  CryptoElements,
  type CryptoElementsProps,
  OnrampElement,
  type OnrampElementProps,
  type OnrampSessionEvent,
  type OnrampSessionInstance,
  type PayframeOnramp,
  usePayframeOnramp,
  useStripeOnramp,
} from './crypto-elements.js';
export { type ElementComponent, type ElementProps, elementComponent } from './element-component.js';
export {
  Elements,
  ElementsConsumer,
  type ElementsProps,
  useElements,
  usePayframe,
  useStripe,
} from './elements-context.js';
export {
  EmbeddedCheckout,
  type EmbeddedCheckoutInstance,
  type EmbeddedCheckoutOptions,
  EmbeddedCheckoutProvider,
  type EmbeddedCheckoutProviderProps,
} from './embedded-checkout.js';
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
