import { Elements, LinkAuthenticationElement, PaymentElement, useElements, useStripe } from '@payframe/react';
import { useEffect, useMemo, useState } from 'react';
import { createPaymentIntent, type IntentAnswer } from './api.js';
import { CartSummary } from './cart-summary.js';
import { CheckoutForm } from './checkout-form.js';
import { loadPayframeObject, pageOptions, type ShopConfig } from './config.js';
import { ShopLayout } from './layout.js';
import { LinkOutboxPanel } from './link-outbox-panel.js';

function Form({ intent }: { intent: IntentAnswer }) {
  const { layout, redirect, elementOptions, billingDetails, link } = pageOptions();
  return (
    <CheckoutForm
      elementOptions={elementOptions}
      billingDetails={billingDetails}
      stripe={useStripe()}
      elements={useElements()}
      PaymentElement={PaymentElement}
      LinkAuthenticationElement={link ? LinkAuthenticationElement : undefined}
      amount={intent.amount}
      currency={intent.currency}
      layout={layout}
      redirect={redirect}
    />
  );
}

/** The classic flow: the shop server creates the PaymentIntent first, Elements gets its client secret. */
export function CheckoutPage({ config }: { config: ShopConfig }) {
  const payframe = useMemo(() => loadPayframeObject(config), [config]);
  const [intent, setIntent] = useState<IntentAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    payframe.catch((e: Error) => setError(e.message));
    createPaymentIntent().then(setIntent, (e: Error) => setError(e.message));
  }, [payframe]);
  const { theme, locale, link } = pageOptions();
  return (
    <ShopLayout subtitle="Checkout">
      <div className="checkout">
        <CartSummary config={config} />
        {error ? <p className="card form-error">{error}</p> : null}
        {intent ? (
          <Elements
            stripe={payframe}
            options={{
              clientSecret: intent.clientSecret,
              appearance: { theme },
              ...(locale ? { locale } : {}),
            }}
          >
            <Form intent={intent} />
          </Elements>
        ) : error ? null : (
          <p className="card loading">Preparing your payment…</p>
        )}
        {link ? <LinkOutboxPanel /> : null}
      </div>
    </ShopLayout>
  );
}
