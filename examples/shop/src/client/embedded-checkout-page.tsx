import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
import { useEffect, useMemo, useState } from 'react';
import { formatMoney, loadPayframeObject, type ShopConfig } from './config.js';
import { ShopLayout } from './layout.js';

interface SessionStatus {
  status: string;
  paymentStatus: string;
  amountTotal: number;
}

async function fetchClientSecret(): Promise<string> {
  const response = await fetch('/api/checkout-sessions', { method: 'POST' });
  const body = await response.json();
  if (!response.ok) throw new Error(body?.error?.message ?? 'The shop could not start the checkout.');
  return body.clientSecret;
}

/**
 * Stripe's embedded checkout quick start with its own React bindings: the shop's server makes
 * an embedded Checkout Session, `EmbeddedCheckoutProvider` frames its page here, and the
 * shopper comes back with `?session_id=`. Only the `stripe` prop is Payframe's.
 */
export function EmbeddedCheckoutPage({ config }: { config: ShopConfig }) {
  const stripe = useMemo(() => loadPayframeObject(config), [config]);
  const sessionId = new URLSearchParams(window.location.search).get('session_id');
  const [done, setDone] = useState<SessionStatus | null>(null);
  useEffect(() => {
    if (!sessionId) return;
    fetch(`/api/checkout-sessions/${encodeURIComponent(sessionId)}`)
      .then((response) => response.json())
      .then(setDone);
  }, [sessionId]);
  const options = useMemo(() => ({ fetchClientSecret }), []);
  if (sessionId)
    return (
      <ShopLayout subtitle="Embedded checkout · @stripe/react-stripe-js">
        <p className="card" data-testid="session-status">
          {done
            ? `Order ${done.status}, ${done.paymentStatus}: ${formatMoney(done.amountTotal, config.currency)}`
            : 'Checking your order…'}
        </p>
      </ShopLayout>
    );
  return (
    <ShopLayout subtitle="Embedded checkout · @stripe/react-stripe-js">
      <div id="checkout">
        <EmbeddedCheckoutProvider stripe={stripe as never} options={options}>
          <EmbeddedCheckout />
        </EmbeddedCheckoutProvider>
      </div>
    </ShopLayout>
  );
}
