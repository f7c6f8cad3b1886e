import { useEffect, useState } from 'react';
import { fetchPaymentStatus, type PaymentStatus } from './api.js';
import { formatMoney } from './config.js';
import { ShopLayout } from './layout.js';

const HEADINGS: Record<string, { title: string; text: string; tone: string }> = {
  succeeded: { title: 'Thank you! Your payment succeeded.', text: 'A receipt is on its way.', tone: 'ok' },
  processing: {
    title: 'Your payment is processing.',
    text: 'Bank debits take a few days; we will ship once it clears.',
    tone: 'ok',
  },
  requires_capture: {
    title: 'Your payment is authorized.',
    text: 'We charge it when your order ships.',
    tone: 'ok',
  },
  requires_payment_method: {
    title: 'Your payment did not go through.',
    text: 'Nothing was charged. Please try again with another payment method.',
    tone: 'bad',
  },
};

/** The return_url: reads what Payframe put in the query and asks the shop server for the payment's status. */
export function SuccessPage() {
  const query = new URLSearchParams(window.location.search);
  const id = query.get('payment_intent') ?? '';
  const secret = query.get('payment_intent_client_secret') ?? '';
  const redirectStatus = query.get('redirect_status');
  const [status, setStatus] = useState<PaymentStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!id || !secret) {
      setError('This page shows an order after payment; no payment was named.');
      return;
    }
    fetchPaymentStatus(id, secret).then(setStatus, (e: Error) => setError(e.message));
  }, [id, secret]);
  const copy = status ? HEADINGS[status.status] : undefined;
  return (
    <ShopLayout subtitle="Order status">
      <section className={`card status status-${copy?.tone ?? 'neutral'}`} data-testid="order-status">
        {error ? <p className="form-error">{error}</p> : null}
        {status ? (
          <>
            <h2 data-testid="status-title">{copy?.title ?? `Payment status: ${status.status}`}</h2>
            <p>{copy?.text}</p>
            {status.lastError ? <p className="form-error">{status.lastError}</p> : null}
            <dl className="status-details">
              <dt>Amount</dt>
              <dd>{formatMoney(status.amount, status.currency)}</dd>
              <dt>Status</dt>
              <dd data-testid="payment-status">{status.status}</dd>
              <dt>Payment method</dt>
              <dd>{status.paymentMethodType ?? '—'}</dd>
              <dt>Redirect status</dt>
              <dd data-testid="redirect-status">{redirectStatus ?? '—'}</dd>
              <dt>Reference</dt>
              <dd className="mono">{status.id}</dd>
            </dl>
          </>
        ) : error ? null : (
          <p className="loading">Checking your payment…</p>
        )}
        <a className="back-link" href="/">
          ← Back to the shop
        </a>
      </section>
    </ShopLayout>
  );
}
