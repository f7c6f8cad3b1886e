import { useState } from 'react';
import { get, type PaymentDetail, post } from './api.js';
import { formatMoney, formatTime } from './format.js';
import { BASE, navigate } from './router.js';
import { Badge, Loading, Notice, useLoad, useTexts } from './ui.js';

/** One payment: its state, its buttons, and its timeline of events and the webhooks they sent. */
export function PaymentPage({ id, livemode }: { id: string; livemode: boolean }) {
  const { t, lang } = useTexts();
  const { data, error, reload } = useLoad(
    () => get<PaymentDetail>(`/payments/${encodeURIComponent(id)}`),
    [id, livemode].join(),
  );
  const [message, setMessage] = useState<{ error?: string; info?: string }>({});
  const [busy, setBusy] = useState(false);
  const [amount, setAmount] = useState('');
  const act = async (path: string, body?: unknown, info = t('done')) => {
    setBusy(true);
    setMessage({});
    try {
      await post(path, body);
      setMessage({ info });
      setAmount('');
      reload();
    } catch (e) {
      setMessage({ error: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  if (!data) return error ? <Notice error={error} /> : <Loading />;
  const intent = data.payment_intent;
  const refunded = data.refunds.reduce(
    (sum, refund) => sum + (refund.status === 'failed' ? 0 : refund.amount),
    0,
  );
  const canRefund = intent.status === 'succeeded' && refunded < (intent.amount_received ?? intent.amount);
  const canCancel = [
    'requires_payment_method',
    'requires_capture',
    'requires_confirmation',
    'requires_action',
  ].includes(intent.status);
  const money = (value: number) => formatMoney(value, intent.currency, lang);
  return (
    <>
      <button type="button" className="link back" onClick={() => navigate('/payments')}>
        ← {t('back')}
      </button>
      <div className="card summary">
        <div>
          <div className="amount">
            {money(intent.amount)} <span className="currency">{intent.currency.toUpperCase()}</span>{' '}
            <Badge status={refunded > 0 && refunded >= intent.amount ? 'refunded' : intent.status} />
          </div>
          <code>{intent.id}</code>
          <dl>
            <dt>{t('customer')}</dt>
            <dd>
              {data.customer ? (
                <a
                  href={`${BASE}/customers/${data.customer.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(`/customers/${data.customer?.id}`);
                  }}
                >
                  {data.customer.email ?? data.customer.id}
                </a>
              ) : (
                (intent.receipt_email ?? '—')
              )}
            </dd>
            <dt>{t('created')}</dt>
            <dd>{formatTime(intent.created, lang)}</dd>
            <dt>{t('paymentMethod')}</dt>
            <dd>{methodOf(data.charges.at(-1))}</dd>
            {intent.description ? (
              <>
                <dt>{t('description')}</dt>
                <dd>{intent.description}</dd>
              </>
            ) : null}
          </dl>
        </div>
        <div className="actions">
          {canRefund ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void act(`/payments/${intent.id}/refund`, amount ? { amount } : {});
              }}
            >
              <input
                inputMode="numeric"
                pattern="[0-9]*"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                aria-label={t('refundAmount')}
                placeholder={t('refundAmount')}
              />
              <button type="submit" className="primary" disabled={busy}>
                {t('refund')}
              </button>
            </form>
          ) : null}
          {intent.status === 'requires_capture' ? (
            <button
              type="button"
              className="primary"
              disabled={busy}
              onClick={() => act(`/payments/${intent.id}/capture`)}
            >
              {t('capture')}
            </button>
          ) : null}
          {canCancel ? (
            <button
              type="button"
              className="danger"
              disabled={busy}
              onClick={() => window.confirm(t('confirmCancel')) && act(`/payments/${intent.id}/cancel`)}
            >
              {t('cancel')}
            </button>
          ) : null}
        </div>
      </div>
      <Notice {...message} />
      {data.refunds.length > 0 ? (
        <section>
          <h2>{t('refunds')}</h2>
          <ul className="plain">
            {data.refunds.map((refund) => (
              <li key={refund.id}>
                {money(refund.amount)} <Badge status={refund.status} /> <code>{refund.id}</code>{' '}
                {formatTime(refund.created, lang)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section>
        <h2>{t('timeline')}</h2>
        <ol className="timeline">
          {data.timeline.map((event) => (
            <li key={event.id}>
              <div className="event-line">
                <strong>{event.type}</strong> <code>{event.id}</code>
                <time>{formatTime(event.created, lang)}</time>
              </div>
              {event.deliveries.map((delivery) => (
                <div key={delivery.id} className="delivery">
                  <span>
                    {t('endpoint')}: {delivery.url}
                  </span>
                  <Badge status={delivery.status} />
                  <span>
                    {t('attempts')}: {delivery.attempts}
                  </span>
                  <span>
                    {t('lastStatus')}: {delivery.last_status ?? '—'}
                  </span>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() =>
                      act(
                        `/events/${event.id}/resend`,
                        delivery.endpoint ? { webhook_endpoint: delivery.endpoint } : {},
                        t('resent'),
                      )
                    }
                  >
                    {t('resend')}
                  </button>
                </div>
              ))}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function methodOf(charge: Record<string, any> | undefined): string {
  const details = charge?.payment_method_details;
  if (!details) return '—';
  const card = details.card;
  return card ? `${card.brand ?? 'card'} •••• ${card.last4 ?? ''}` : String(details.type ?? '—');
}
