import { ExpressCheckoutElement, useElements, useStripe } from '@payframe/react';
import { useState } from 'react';
import { createPaymentIntent } from './api.js';

interface ConfirmEvent {
  expressPaymentType: string;
  paymentFailed(options?: { reason?: string }): void;
}

interface ClickEvent {
  resolve(options?: Record<string, unknown>): void;
}

/**
 * The wallet buttons above the cart's form (`?express=1`): Apple Pay and Google Pay (shown in
 * every browser in test mode with `always`, where they open Payframe's test sheet). On confirm
 * the shop server creates the intent and the page confirms it, as the deferred form does.
 */
export function ExpressCheckout() {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const onClick = (event: ClickEvent) => event.resolve({ emailRequired: true });
  const onConfirm = async (event: ConfirmEvent) => {
    if (!stripe?.confirmPayment || !elements) return;
    const { clientSecret } = await createPaymentIntent();
    const result = await stripe.confirmPayment({
      elements,
      clientSecret,
      confirmParams: { return_url: `${window.location.origin}/success` },
    });
    if (result?.error) {
      event.paymentFailed({ reason: 'fail' });
      setError(result.error.message ?? 'The payment failed.');
    }
  };
  return (
    <div className="express-checkout">
      <ExpressCheckoutElement
        options={{ paymentMethods: { applePay: 'always', googlePay: 'always' } }}
        onClick={onClick as never}
        onConfirm={onConfirm as never}
      />
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
