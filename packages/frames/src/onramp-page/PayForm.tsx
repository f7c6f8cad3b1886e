import { PaymentElement, useElements, useStripe } from '@payframe/react';
import { type FormEvent, useState } from 'react';
import { type OnrampApi, OnrampApiError } from './api.js';
import { ErrorLine } from './fields.js';
import type { Translate } from './messages.js';
import { formatFiat, totalCents } from './money.js';
import type { FlowAnswer, OnrampSession } from './types.js';

/** The Payframe object's calls the frame makes beyond the bindings' own types. */
interface FramePayframe {
  createPaymentMethod(
    input: Record<string, unknown>,
  ): Promise<{ error?: { message?: string }; paymentMethod?: { id: string } }>;
  handleNextAction(input: { clientSecret: string }): Promise<{ error?: { message?: string } }>;
}

interface Props {
  t: Translate;
  lang: string;
  session: OnrampSession;
  api: OnrampApi;
  onPaid(answer: FlowAnswer): void;
}

/** The card, through the Payment Element's own frames: this frame only ever holds a PaymentMethod id. */
export function PayForm({ t, lang, session, api, onPaid }: Props) {
  const stripe = useStripe() as unknown as FramePayframe | null;
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const details = session.transaction_details;

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements?.submit) return;
    setError(null);
    setBusy(true);
    try {
      const submitted = await elements.submit();
      if (submitted.error) return setError(submitted.error.message ?? t('unexpected'));
      const created = await stripe.createPaymentMethod({ elements });
      if (created.error || !created.paymentMethod) return setError(created.error?.message ?? t('unexpected'));
      let answer = await api.purchase(created.paymentMethod.id);
      if (answer.payment_intent?.status === 'requires_action') {
        // 3-D Secure runs as on any Payframe page; the purchase then looks at its intent again.
        const handled = await stripe.handleNextAction({ clientSecret: answer.payment_intent.client_secret });
        if (handled.error) return setError(handled.error.message ?? t('unexpected'));
        answer = await api.purchase();
      }
      onPaid(answer);
    } catch (caught) {
      setError(
        caught instanceof OnrampApiError ? (caught.error.message ?? t('unexpected')) : t('unexpected'),
      );
    } finally {
      setBusy(false);
    }
  }

  const total = formatFiat((totalCents(details) / 100).toFixed(2), details.source_currency, lang);
  return (
    <form className="or-step" data-step="pay" onSubmit={pay} noValidate>
      <h2>{t('payTitle')}</h2>
      <PaymentElement options={{ layout: 'tabs' }} />
      <button className="or-primary" type="submit" disabled={busy || !stripe}>
        {busy ? t('processing') : t('pay', { amount: total })}
      </button>
      <ErrorLine error={error} />
    </form>
  );
}
