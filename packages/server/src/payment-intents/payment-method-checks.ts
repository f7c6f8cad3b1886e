import { invalidRequest, resourceMissing } from '../kernel/errors.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import type { AuthKind } from '../routing/caller.js';
import { acceptsCurrency, METHOD_TYPES, methodType } from './method-types.js';

/**
 * `payment_method_types` as given: each type known here and able to pay in the currency.
 * `link` is the wallet that pays with a card or bank account the shopper saved in Link: it is
 * accepted beside `card`, never alone (docs/link.md#the-link-payment-method).
 */
export function checkPaymentMethodTypes(
  types: readonly string[],
  currency: string | null,
  param: string,
): void {
  if (types.length === 0) {
    throw invalidRequest('payment_method_types must name at least one payment method type.', param);
  }
  if (types.includes('link') && !types.includes('card')) {
    throw invalidRequest(
      'The payment method type link pays with a card saved in Link: pass card in payment_method_types beside it.',
      param,
      'payment_method_invalid_parameter',
    );
  }
  for (const type of types) {
    if (type === 'link') continue;
    if (!methodType(type)) {
      throw invalidRequest(
        `The payment method type provided: ${type} is invalid. This server accepts these types: ${Object.keys(METHOD_TYPES).join(', ')}.`,
        param,
        'payment_method_invalid_parameter',
      );
    }
    if (currency && !acceptsCurrency(type, currency)) {
      const currencies = methodType(type)!.currencies!.join(', ');
      throw invalidRequest(
        `The currency provided (${currency}) is invalid. Payments with ${type} support the following currencies: ${currencies}.`,
        'currency',
      );
    }
  }
}

/**
 * Whether an intent may use this payment method: a type it accepts, and a method that is
 * either nobody's or its own customer's. A publishable key cannot even see another
 * customer's saved method (it answers as if it did not exist).
 */
export function checkPaymentMethodFits(
  keyKind: AuthKind,
  intent: { object: string; customer: string | null; payment_method_types: string[] },
  pm: PaymentMethod,
  param: string,
): void {
  const noun = intent.object === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent';
  if (pm.customer && pm.customer !== intent.customer) {
    if (keyKind === 'publishable') throw resourceMissing('PaymentMethod', pm.id, param);
    throw invalidRequest(
      intent.customer
        ? `The provided PaymentMethod (${pm.id}) belongs to another Customer than this ${noun}'s (${intent.customer}). Use a PaymentMethod attached to ${intent.customer}.`
        : `The provided PaymentMethod (${pm.id}) is attached to a Customer (${pm.customer}). To use it, set the ${noun}'s customer to ${pm.customer}.`,
      param,
    );
  }
  if (intent.payment_method_types.includes(pm.type) && !methodType(pm.type) && pm.type !== 'link') {
    throw invalidRequest(
      `The PaymentMethod provided (${pm.id}) is of type ${pm.type}, which cannot pay on this server.`,
      param,
      intent.object === 'payment_intent' ? 'payment_intent_incompatible_payment_method' : undefined,
    );
  }
  if (!intent.payment_method_types.includes(pm.type)) {
    throw invalidRequest(
      `The PaymentMethod provided (${pm.id}) is of type ${pm.type}, which this ${noun} does not accept. Its payment_method_types are: ${intent.payment_method_types.join(', ')}.`,
      param,
      intent.object === 'payment_intent' ? 'payment_intent_incompatible_payment_method' : undefined,
    );
  }
}
