import { ExpressCheckoutElement, useElements, useStripe } from '@payframe/react';
import { useEffect, useRef, useState } from 'react';
import { createPaymentIntent, type ExpressChoice, type ExpressQuote, quoteExpress } from './api.js';

interface ConfirmEvent {
  expressPaymentType: string;
  paymentFailed(options?: { reason?: string }): void;
}

interface ClickEvent {
  expressPaymentType: string;
  resolve(options?: Record<string, unknown>): void;
}

interface AnswerEvent {
  resolve(options?: Record<string, unknown>): void;
  reject(): void;
}

interface AddressEvent extends AnswerEvent {
  address: { country: string; state?: string };
}

interface RateEvent extends AnswerEvent {
  shippingRate: { id: string };
}

/** The card wallets ship the order: their sheets ask where to and how fast. */
const SHIPPED = ['apple_pay', 'google_pay'];

/**
 * The wallet buttons above the cart's form (`?express=1`): Apple Pay and Google Pay (shown in
 * every browser in test mode with `always`, where they open Payframe's test sheet), PayPal and
 * Link. The card wallets' sheets ask for the shipping address and rate; each change asks the
 * shop server for the new tax and total, which the sheet shows. On confirm the shop server
 * creates the intent for that address and rate, and the page confirms it.
 */
export function ExpressCheckout() {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  // The sheet's lines before an address is known, fetched once: click must resolve at once.
  const [start, setStart] = useState<ExpressQuote | null>(null);
  const choice = useRef<ExpressChoice | null>(null);
  useEffect(() => {
    quoteExpress({}).then(setStart, (e: Error) => setError(e.message));
  }, []);

  const onClick = (event: ClickEvent) => {
    const shipped = SHIPPED.includes(event.expressPaymentType);
    choice.current = shipped ? { rateId: start?.shippingRates[0]?.id } : null;
    event.resolve({
      emailRequired: true,
      ...(shipped && start
        ? { shippingAddressRequired: true, lineItems: start.lineItems, shippingRates: start.shippingRates }
        : {}),
    });
  };
  /** Prices the new choice; the deferred amount follows, and the sheet shows the new lines. */
  const requote = async (next: ExpressChoice, event: AnswerEvent) => {
    try {
      const quote = await quoteExpress(next);
      choice.current = next;
      elements?.update({ amount: quote.amount });
      event.resolve({ lineItems: quote.lineItems });
    } catch {
      event.reject();
    }
  };
  const onShippingAddressChange = (event: AddressEvent) =>
    requote({ ...choice.current, country: event.address.country, state: event.address.state }, event);
  const onShippingRateChange = (event: RateEvent) =>
    requote({ ...choice.current, rateId: event.shippingRate.id }, event);
  const onConfirm = async (event: ConfirmEvent) => {
    if (!stripe?.confirmPayment || !elements) return;
    const { clientSecret } = await createPaymentIntent(choice.current ?? {});
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
        onShippingAddressChange={onShippingAddressChange as never}
        onShippingRateChange={onShippingRateChange as never}
        onConfirm={onConfirm as never}
      />
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
