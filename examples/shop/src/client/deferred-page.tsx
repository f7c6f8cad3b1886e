import { Elements, PaymentElement, useElements, useStripe } from '@payframe/react';
import { useMemo } from 'react';
import { createPaymentIntent } from './api.js';
import { CartSummary, cartTotal } from './cart-summary.js';
import { CheckoutForm } from './checkout-form.js';
import { loadPayframeObject, pageOptions, type ShopConfig } from './config.js';
import { ExpressCheckout } from './express-checkout.js';
import { ShopLayout } from './layout.js';

function Form({ amount, currency }: { amount: number; currency: string }) {
  const { layout, redirect } = pageOptions();
  return (
    <CheckoutForm
      stripe={useStripe()}
      elements={useElements()}
      PaymentElement={PaymentElement}
      amount={amount}
      currency={currency}
      layout={layout}
      redirect={redirect}
      createIntent={async () => (await createPaymentIntent()).clientSecret}
    />
  );
}

/**
 * The deferred-intent flow: Elements starts from the amount and currency alone
 * (`mode: 'payment'`); on Pay, `elements.submit()` validates, the shop server creates the
 * intent, and `confirmPayment` gets its client secret.
 */
export function DeferredPage({ config }: { config: ShopConfig }) {
  const payframe = useMemo(() => loadPayframeObject(config), [config]);
  const amount = cartTotal(config);
  const { theme, express } = pageOptions();
  const options = useMemo(
    () => ({
      mode: 'payment',
      amount,
      currency: config.currency,
      paymentMethodTypes: ['card', 'sepa_debit', 'ideal'],
      appearance: { theme },
    }),
    [amount, config.currency, theme],
  );
  const expressOptions = useMemo(
    () => ({
      mode: 'payment',
      amount,
      currency: config.currency,
      paymentMethodTypes: ['card', 'paypal', 'link'],
      appearance: { theme },
    }),
    [amount, config.currency, theme],
  );
  return (
    <ShopLayout subtitle="Checkout · deferred intent">
      <div className="checkout">
        <CartSummary config={config} />
        <div>
          {express ? (
            // The wallet buttons are a group of their own: their orders may pay with PayPal or
            // Link, and add the tax and shipping chosen in the wallet's sheet.
            <Elements stripe={payframe} options={expressOptions}>
              <ExpressCheckout />
            </Elements>
          ) : null}
          <Elements stripe={payframe} options={options}>
            <Form amount={amount} currency={config.currency} />
          </Elements>
        </div>
      </div>
    </ShopLayout>
  );
}
