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
export const ExpressCheckoutElement = elementComponent('expressCheckout', 'ExpressCheckoutElement');
