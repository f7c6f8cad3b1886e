import type { Translate } from './messages.js';
import { formatCoin } from './money.js';
import { shortAddress } from './Purchase.js';
import type { OnrampSession, PastPurchase } from './types.js';

/** A purchase past payment (on its way, delivered) or one that cannot go on, and the buyer's earlier ones. */
export function Status({
  t,
  lang,
  session,
  history,
}: {
  t: Translate;
  lang: string;
  session: OnrampSession;
  history: readonly PastPurchase[];
}) {
  const details = session.transaction_details;
  const params = {
    amount: formatCoin(details.destination_amount, details.destination_currency),
    wallet: details.wallet_address ?? '',
  };
  if (session.status === 'rejected') {
    return (
      <section className="or-state" data-state="rejected">
        <h2>{t('rejectedTitle')}</h2>
        <p className="or-muted">{t('rejectedBody')}</p>
      </section>
    );
  }
  const done = session.status === 'fulfillment_complete';
  return (
    <section className="or-state" data-state={session.status} aria-live="polite">
      {done ? (
        <div className="or-check" aria-hidden="true">
          ✓
        </div>
      ) : (
        <div className="or-spinner" aria-hidden="true" />
      )}
      <h2>{done ? t('completeTitle') : t('deliveryTitle')}</h2>
      <p className="or-muted or-break">{done ? t('completeBody', params) : t('deliveryBody', params)}</p>
      {details.transaction_id ? (
        <p className="or-tx">
          <span>{t('transaction')}</span>
          <code data-transaction>{details.transaction_id}</code>
        </p>
      ) : null}
      <History t={t} lang={lang} purchases={history.filter((p) => p.session !== session.id)} />
    </section>
  );
}

function History({ t, lang, purchases }: { t: Translate; lang: string; purchases: readonly PastPurchase[] }) {
  if (purchases.length === 0) return null;
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  return (
    <section className="or-history" data-history>
      <h3>{t('recentTitle')}</h3>
      <ul>
        {purchases.slice(0, 5).map((p) => (
          <li key={p.session}>
            <span>{formatCoin(p.destination_amount, p.destination_currency)}</span>
            <span className="or-muted">{p.wallet_address ? shortAddress(p.wallet_address) : ''}</span>
            <time dateTime={new Date(p.created * 1000).toISOString()}>{day.format(p.created * 1000)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
