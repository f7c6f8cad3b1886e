import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useMemo, useState } from 'react';
import { createPaymentIntent, type IntentAnswer } from './api.js';
import { CartSummary } from './cart-summary.js';
import { CheckoutForm } from './checkout-form.js';
import { loadPayframeObject, pageOptions, type ShopConfig } from './config.js';
import { ShopLayout } from './layout.js';

function Form({ intent }: { intent: IntentAnswer }) {
  const { layout, redirect } = pageOptions();
  return (
    <CheckoutForm
      stripe={useStripe()}
      elements={useElements()}
      PaymentElement={PaymentElement}
      amount={intent.amount}
      currency={intent.currency}
      layout={layout}
      redirect={redirect}
    />
  );
}

/**
 * The same checkout written with Stripe's own React bindings: the only change from a Stripe.js
 * integration is the object passed as `stripe`.
 */
export function StripeReactPage({ config }: { config: ShopConfig }) {
  const payframe = useMemo(() => loadPayframeObject(config), [config]);
  const [intent, setIntent] = useState<IntentAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    createPaymentIntent().then(setIntent, (e: Error) => setError(e.message));
  }, []);
  return (
    <ShopLayout subtitle="Checkout · @stripe/react-stripe-js">
      <div className="checkout">
        <CartSummary config={config} />
        {error ? <p className="card form-error">{error}</p> : null}
        {intent ? (
          <Elements stripe={payframe} options={{ clientSecret: intent.clientSecret }}>
            <Form intent={intent} />
          </Elements>
        ) : null}
      </div>
    </ShopLayout>
  );
}
