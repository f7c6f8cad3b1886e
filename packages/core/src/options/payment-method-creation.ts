import { integrationError } from '../errors/integration-error.js';
import { fail, ok, type Result } from '../result.js';

/** paymentMethodCreation values of the elements options (docs/confirmation.md#entities). */
export const PAYMENT_METHOD_CREATION = ['manual', 'automatic'] as const;
export type PaymentMethodCreation = (typeof PAYMENT_METHOD_CREATION)[number];

export interface CreatePaymentMethodContext {
  /** The element the payment method is created from. */
  element: 'payment' | 'expressCheckout' | 'card' | 'cardNumber';
  paymentMethodCreation?: PaymentMethodCreation | undefined;
  /** payment_method[type] (or the type the element reports). */
  type?: string | undefined;
  /** A customer session is saving the details for future use. */
  savingWithCustomerSession?: boolean | undefined;
}

const ELEMENT_NAMES = {
  payment: 'Payment Element',
  expressCheckout: 'Express Checkout Element',
  card: 'Card Element',
  cardNumber: 'Card Element',
} as const;

/**
 * The createPaymentMethod rules (docs/confirmation.md#validation): the Payment and Express Checkout
 * Elements need paymentMethodCreation 'manual', a type is required, PayPal cannot be
 * created this way, and saving with a customer session needs a confirmation token instead.
 */
export function checkCreatePaymentMethod(context: CreatePaymentMethodContext): Result<true> {
  const needsManual = context.element === 'payment' || context.element === 'expressCheckout';
  if (needsManual && context.paymentMethodCreation !== 'manual') {
    return fail(
      integrationError(
        'payment_method_creation_manual_required',
        { method: 'createPaymentMethod', element: ELEMENT_NAMES[context.element] },
        'paymentMethodCreation',
      ),
    );
  }
  if (!context.type)
    return fail(integrationError('payment_method_type_required', {}, 'payment_method[type]'));
  if (context.type === 'paypal')
    return fail(integrationError('paypal_create_payment_method', {}, 'payment_method[type]'));
  if (context.savingWithCustomerSession) return fail(integrationError('create_payment_method_with_save'));
  return ok(true);
}
