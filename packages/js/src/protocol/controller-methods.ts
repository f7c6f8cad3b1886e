/** The calls the merchant script hands to its controller frame. */
export const CONTROLLER_METHODS = [
  'confirmPayment',
  'confirmSetup',
  'submit',
  'createPaymentMethod',
  'createConfirmationToken',
  'handleNextAction',
  'retrieveIntent',
  'fetchUpdates',
  'confirmCardPayment',
  'confirmCardSetup',
  /** Stripe.js's confirm<Method>Payment / confirm<Method>Setup calls, by name. */
  'confirmMethod',
  'createToken',
  'createSource',
  'retrieveSource',
  'getValue',
  /** paymentRequest.show(): the test wallet sheet, then a card PaymentMethod. */
  'paymentRequestShow',
  /** Its updateWith() after a shipping change; resolves with the next change or the payment. */
  'paymentRequestUpdate',
  /** The paymentmethod event's complete(status): the sheet closes, or shows what to fix. */
  'paymentRequestComplete',
  /** paymentRequest.abort(): the sheet closes without a payment. */
  'paymentRequestAbort',
  /** paymentRequest.canMakePayment(): the wallets this browser and page may show. */
  'paymentRequestCanMakePayment',
  /** stripe.createEphemeralKeyNonce({ issuingCard }): the public nonce; the private one stays in the frames. */
  'createEphemeralKeyNonce',
] as const;

export type ControllerMethod = (typeof CONTROLLER_METHODS)[number];
