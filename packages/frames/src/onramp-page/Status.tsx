import type { Translate } from './messages.js';
import { formatCoin } from './money.js';
import type { OnrampSession } from './types.js';

/** A purchase past payment (on its way, delivered) or one that cannot go on. */
export function Status({ t, session }: { t: Translate; session: OnrampSession }) {
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
    </section>
  );
}
