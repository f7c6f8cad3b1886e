/** Where Link pays from: the Payment Element's wallet, or the Express Checkout Element's Link button. */
export type LinkSurface = 'payment_element' | 'express_checkout';

/**
 * The payment method type a saved Link detail is shared as (docs/link.md#the-link-payment-method).
 * Where the intent lists `link`, Link's own payments are `link` payment methods: a bank account
 * (an instant debit) from the Payment Element's wallet, and anything paid through the Express
 * Checkout Element's Link button. A saved card in the Payment Element's wallet passes through as
 * a `card` payment method, and where the intent does not list `link`, a bank account pays as a
 * `us_bank_account` one.
 */
export function sharedPaymentMethodType(
  detail: { bank: boolean },
  surface: LinkSurface,
  paymentMethodTypes: readonly string[],
): 'card' | 'us_bank_account' | 'link' {
  if (paymentMethodTypes.includes('link') && (detail.bank || surface === 'express_checkout')) return 'link';
  return detail.bank ? 'us_bank_account' : 'card';
}

/** Whether Link's wallet may pay by bank here: the payment takes US bank accounts, or takes `link` in US dollars. */
export function linkTakesBankAccounts(
  paymentMethodTypes: readonly string[],
  currency: string | null,
): boolean {
  return (
    paymentMethodTypes.includes('us_bank_account') ||
    (paymentMethodTypes.includes('link') && currency === 'usd')
  );
}
