import type { ConfirmResult, ElementProps } from '@payframe/react';
import { type ComponentType, type FormEvent, useState } from 'react';
import { formatMoney } from './config.js';

/** The parts of the Payframe object and elements group the form uses. */
interface FormPayframe {
  confirmPayment?(options: Record<string, unknown>): Promise<ConfirmResult>;
}
interface FormElements {
  submit?(): Promise<{ error?: { message?: string } }>;
}

export interface CheckoutFormProps {
  stripe: FormPayframe | null;
  elements: FormElements | null;
  /** The Payment Element component of the bindings in use (ours or Stripe's). */
  PaymentElement: ComponentType<ElementProps>;
  /** The Link Authentication Element, shown above the Payment Element when given. */
  LinkAuthenticationElement?: ComponentType<ElementProps> | undefined;
  amount: number;
  currency: string;
  redirect: 'always' | 'if_required';
  layout: string;
  /** More Payment Element options (fields.billingDetails, defaultValues). */
  elementOptions?: Record<string, unknown>;
  /** Billing details the shop passes itself when confirming (fields it set to never). */
  billingDetails?: Record<string, unknown> | undefined;
  /** Deferred flow: the intent is created after `elements.submit()`; returns its client secret. */
  createIntent?: () => Promise<string>;
}

/** Where the shopper lands after paying (and where redirect methods come back to). */
function returnUrl(): string {
  return `${window.location.origin}/success`;
}

function successUrl(intent: { id: string; client_secret: string; status: string }): string {
  const query = new URLSearchParams({
    payment_intent: intent.id,
    payment_intent_client_secret: intent.client_secret,
    redirect_status: intent.status === 'succeeded' || intent.status === 'processing' ? 'succeeded' : 'failed',
  });
  return `${returnUrl()}?${query}`;
}

/**
 * The Payment Element and the Pay button. Confirmation errors (a decline, incomplete
 * fields) are shown under the button; success leaves for the return_url, or, with
 * `redirect: 'if_required'`, goes to the success page here.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { stripe, elements, PaymentElement, LinkAuthenticationElement } = props;
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe?.confirmPayment || !elements) return;
    setBusy(true);
    setError(null);
    try {
      let clientSecret: string | undefined;
      if (props.createIntent) {
        const submitted = await elements.submit?.();
        if (submitted?.error) {
          setError(submitted.error.message ?? 'Check your payment details.');
          return;
        }
        clientSecret = await props.createIntent();
      }
      const result = await stripe.confirmPayment({
        elements,
        ...(clientSecret ? { clientSecret } : {}),
        confirmParams: {
          return_url: returnUrl(),
          ...(props.billingDetails ? { payment_method_data: { billing_details: props.billingDetails } } : {}),
        },
        redirect: props.redirect,
      });
      if (result?.error) {
        setError(result.error.message ?? 'The payment failed.');
      } else if (result?.paymentIntent) {
        window.location.assign(successUrl(result.paymentIntent));
      }
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : 'The payment failed.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card payment-form" onSubmit={pay} aria-labelledby="payment-title">
      {LinkAuthenticationElement ? (
        <>
          <h2 id="contact-title">Contact</h2>
          <LinkAuthenticationElement id="link-authentication-element" onChange={() => setError(null)} />
        </>
      ) : null}
      <h2 id="payment-title">Payment</h2>
      <PaymentElement
        id="payment-element"
        options={{ layout: props.layout, ...props.elementOptions }}
        onReady={() => setReady(true)}
        onChange={() => setError(null)}
      />
      <button
        className="pay-button"
        type="submit"
        disabled={!stripe || !elements || !ready || busy}
        data-testid="pay"
      >
        {busy ? 'Processing…' : `Pay ${formatMoney(props.amount, props.currency)}`}
      </button>
      <p className="form-error" role="alert" data-testid="payment-error" hidden={!error}>
        {error}
      </p>
      <p className="form-note">Test mode: use 4242 4242 4242 4242, any future date and any CVC.</p>
    </form>
  );
}
