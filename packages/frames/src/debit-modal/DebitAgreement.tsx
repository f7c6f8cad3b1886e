import { bacsDebitDates, formatSortCode } from '@payframe/core/methods';
import type { DebitModalDisplay } from '@payframe/js/protocol';
import { type CSSProperties, useState } from 'react';
import { box, dim, link } from '../bank-link/panel-parts.js';
import { formatQrAmount } from '../challenge/qr-amount.js';
import { useMessages } from '../i18n/Messages.js';
import type { MessageId } from '../i18n/messages/en.js';
import { formatUkDate } from './uk-date.js';

const terms: CSSProperties = { fontSize: '13px', color: '#6a7383', margin: '12px 0 0' };
const rowsStyle: CSSProperties = {
  margin: '12px 0 0',
  padding: '10px 12px',
  border: '1px solid #e3e5ea',
  borderRadius: '8px',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '6px 12px',
  fontSize: '14px',
};

/** A schedule or transaction type the merchant's mandate options name, in words (nothing for a value we do not know). */
function optionText(t: (id: MessageId) => string, prefix: string, value: string): string {
  return ['interval', 'sporadic', 'combined', 'personal', 'business'].includes(value)
    ? t(`${prefix}.${value}` as MessageId)
    : '';
}

/**
 * The agreement the shopper accepts before the debit is set up: for a pre-authorized debit the
 * PAD agreement, with the merchant's schedule (and its description), the kind of transactions
 * and the agreement's text; for Bacs the Direct Debit Instruction's details, the Direct Debit
 * Guarantee, and the holder's confirmation the scheme requires before the shopper can accept.
 */
export function DebitAgreement({
  display,
  account,
  busy,
  onAccept,
  onEdit,
}: {
  display: DebitModalDisplay;
  account: DebitModalDisplay['account'];
  busy: boolean;
  onAccept: () => void;
  onEdit: (() => void) | null;
}) {
  const { t, lang } = useMessages();
  const [confirmed, setConfirmed] = useState(false);
  const bacs = display.type === 'bacs_debit';
  // The day this payment leaves the account: the first debit under the new Direct Debit
  // Instruction, on the Bacs working-day calendar (docs/elements.md#bacs-working-days).
  const firstCollection =
    bacs && display.amount !== null ? formatUkDate(bacsDebitDates(new Date(), true).settles, lang) : null;
  const merchant = display.businessName || t('sepa.merchantFallback');
  const rows: [string, string][] = [
    [t('bacs.holder'), display.holder.name],
    [t('billing.email'), display.holder.email],
  ];
  if (bacs) {
    rows.push([t('bacs.address'), display.holder.address]);
    if (account) {
      rows.push([t('field.sortCode'), formatSortCode(account.bank)]);
      rows.push([t('field.accountNumber'), `•••• ${account.last4}`]);
    }
  } else if (account) {
    rows.push([t('field.accountNumber'), `${account.bank} •••• ${account.last4}`]);
  }
  if (display.amount !== null && display.currency)
    rows.push([t('debit.amount'), formatQrAmount(display.amount, display.currency, lang)]);
  if (firstCollection) rows.push([t('bacs.firstCollection'), firstCollection]);
  const options = display.mandateOptions;
  if (!bacs && options) {
    const schedule = optionText(t, 'acss.schedule', options.paymentSchedule);
    const when = [schedule, options.intervalDescription].filter(Boolean).join(' · ');
    if (when) rows.push([t('acss.schedule'), when]);
    const use = optionText(t, 'acss.type', options.transactionType);
    if (use) rows.push([t('acss.transactionType'), use]);
  }
  const blocked = busy || (bacs && !confirmed);
  return (
    <div style={box}>
      <h2 id="debit-modal-title" style={{ fontSize: '20px', margin: '0 0 4px' }}>
        {t(bacs ? 'bacs.confirmTitle' : 'acss.agreementTitle')}
      </h2>
      <dl style={rowsStyle}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: '#6a7383' }}>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {bacs ? (
        <>
          <p style={{ fontWeight: 600, margin: '14px 0 0' }}>{t('bacs.guaranteeTitle')}</p>
          <p style={terms}>{t('bacs.guarantee', { merchant })}</p>
        </>
      ) : null}
      <p style={terms}>{t(bacs ? 'bacs.mandate' : 'acss.mandate', { merchant })}</p>
      {bacs ? (
        <label
          style={{
            display: 'flex',
            gap: '8px',
            alignItems: 'flex-start',
            marginTop: '12px',
            fontSize: '14px',
          }}
        >
          <input
            type="checkbox"
            id="debit-confirm-details"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
            style={{ marginTop: '3px' }}
          />
          {t('bacs.confirm')}
        </label>
      ) : null}
      <button type="button" style={dim(blocked)} disabled={blocked} onClick={onAccept}>
        {t('debit.accept')}
      </button>
      {onEdit ? (
        <button type="button" style={link} disabled={busy} onClick={onEdit}>
          {t('debit.edit')}
        </button>
      ) : null}
    </div>
  );
}
