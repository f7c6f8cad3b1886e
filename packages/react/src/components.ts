import { elementComponent } from './element-component.js';

/** The element components, one per element type the merchant script creates. */
export const PaymentElement = elementComponent('payment', 'PaymentElement');
export const CardElement = elementComponent('card', 'CardElement');
export const CardNumberElement = elementComponent('cardNumber', 'CardNumberElement');
export const CardExpiryElement = elementComponent('cardExpiry', 'CardExpiryElement');
export const CardCvcElement = elementComponent('cardCvc', 'CardCvcElement');
export const AddressElement = elementComponent('address', 'AddressElement');
export const LinkAuthenticationElement = elementComponent('linkAuthentication', 'LinkAuthenticationElement');
export const PaymentMethodMessagingElement = elementComponent(
  'paymentMethodMessaging',
  'PaymentMethodMessagingElement',
);
/** The standalone bank elements (Stripe's react-stripe-js no longer has them; its samples did). */
export const IbanElement = elementComponent('iban', 'IbanElement');
export const IdealBankElement = elementComponent('idealBank', 'IdealBankElement');
export const P24BankElement = elementComponent('p24Bank', 'P24BankElement');
export const EpsBankElement = elementComponent('epsBank', 'EpsBankElement');
export const FpxBankElement = elementComponent('fpxBank', 'FpxBankElement');
export const NetbankingBankElement = elementComponent('netbankingBank', 'NetbankingBankElement');
export const AuBankAccountElement = elementComponent('auBankAccount', 'AuBankAccountElement');
export const ExpressCheckoutElement = elementComponent('expressCheckout', 'ExpressCheckoutElement');
export const PaymentRequestButtonElement = elementComponent(
  'paymentRequestButton',
  'PaymentRequestButtonElement',
);
/** The issuing card display elements, under react-stripe-js's names. */
export const IssuingCardNumberDisplayElement = elementComponent(
  'issuingCardNumberDisplay',
  'IssuingCardNumberDisplayElement',
);
export const IssuingCardCvcDisplayElement = elementComponent(
  'issuingCardCvcDisplay',
  'IssuingCardCvcDisplayElement',
);
export const IssuingCardExpiryDisplayElement = elementComponent(
  'issuingCardExpiryDisplay',
  'IssuingCardExpiryDisplayElement',
);
export const IssuingCardPinDisplayElement = elementComponent(
  'issuingCardPinDisplay',
  'IssuingCardPinDisplayElement',
);
export const IssuingCardCopyButtonElement = elementComponent(
  'issuingCardCopyButton',
  'IssuingCardCopyButtonElement',
);
/** The currency selector (react-stripe-js has it among its checkout components). */
export const CurrencySelectorElement = elementComponent('currencySelector', 'CurrencySelectorElement');
