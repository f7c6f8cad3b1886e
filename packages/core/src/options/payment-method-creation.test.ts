import { describe, expect, it } from 'vitest';
import { type CreatePaymentMethodContext, checkCreatePaymentMethod } from './payment-method-creation.js';

describe('checkCreatePaymentMethod', () => {
  it.each<[CreatePaymentMethodContext, string | undefined]>([
    [{ element: 'payment', paymentMethodCreation: 'manual', type: 'card' }, undefined],
    [{ element: 'card', type: 'card' }, undefined],
    [
      { element: 'payment', type: 'card' },
      "createPaymentMethod with the Payment Element requires paymentMethodCreation: 'manual' in the elements options.",
    ],
    [
      { element: 'expressCheckout', paymentMethodCreation: 'automatic', type: 'card' },
      "createPaymentMethod with the Express Checkout Element requires paymentMethodCreation: 'manual' in the elements options.",
    ],
    [{ element: 'card' }, 'payment_method[type] is required to create a payment method.'],
    [
      { element: 'payment', paymentMethodCreation: 'manual', type: 'paypal' },
      'PayPal cannot be used with createPaymentMethod.',
    ],
    [
      { element: 'payment', paymentMethodCreation: 'manual', type: 'card', savingWithCustomerSession: true },
      'createPaymentMethod cannot save payment details with a customer session. Use createConfirmationToken instead.',
    ],
  ])('%o -> %s', (context, message) => {
    const result = checkCreatePaymentMethod(context);
    expect(result.ok ? undefined : result.error.message).toBe(message);
  });
});
