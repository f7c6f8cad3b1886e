import type { LinkPaymentDetails } from '@payframe/js/protocol';
import { formatQrAmount } from '../../challenge/qr-amount.js';
import { useMessages } from '../../i18n/Messages.js';
import type { LinkInPayment } from './use-link.js';
import { NEW_BANK } from './wallet-view.js';

/** A saved bank account's mark, drawn here: a bank's columns on Link's green, card-sized. */
export function BankAccountIcon() {
  return (
    <svg width="28" height="18" viewBox="0 0 28 18" aria-hidden="true" className="BrandIcon BrandIcon--bank">
      <rect width="28" height="18" rx="3" fill="#1d3944" />
      <path d="M14 3 7.5 6.5h13L14 3Z" fill="#00d66f" />
      <path
        d="M9 8.2v4.6M12.3 8.2v4.6M15.7 8.2v4.6M19 8.2v4.6M7.5 14.6h13"
        stroke="#00d66f"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** "Get $5 back": the instant bank debit incentive, in the frame's language and currency format. */
export function IncentiveBadge({ incentive }: { incentive: { amount: number; currency: string } }) {
  const { t, lang } = useMessages();
  // A whole amount reads without its cents ("$5", not "$5.00").
  const amount = formatQrAmount(incentive.amount, incentive.currency, lang).replace(/[.,]00(?=\D*$)/, '');
  return (
    <span className="SavedItem-badge SavedItem-badge--incentive">{t('link.bankIncentive', { amount })}</span>
  );
}

/** A saved bank account's label: its bank and last four digits. */
export function useBankLabel() {
  const { t } = useMessages();
  return (detail: LinkPaymentDetails) =>
    t('link.bankEnding', { bank: detail.bank?.bankName ?? '', last4: detail.bank?.last4 ?? '' });
}

/**
 * "Pay by bank": chosen, paying opens the bank-linking modal; the account linked is saved to
 * Link and pays (docs/link.md#bank-accounts). The incentive shows on it when the session has one.
 */
export function PayByBank({ state }: { state: LinkInPayment }) {
  const { t } = useMessages();
  const selected = state.selected === NEW_BANK;
  return (
    <div className={`SavedItem${selected ? ' SavedItem--selected' : ''}`}>
      <button
        type="button"
        className="SavedItem-main LinkWallet-payByBank"
        aria-pressed={selected}
        onClick={() => state.select(NEW_BANK)}
      >
        <span className="SavedItem-icon">
          <BankAccountIcon />
        </span>
        <span className="SavedItem-number">{t('link.payByBank')}</span>
        {state.banks.incentive ? <IncentiveBadge incentive={state.banks.incentive} /> : null}
      </button>
      {selected ? <p className="SavedItem-hint LinkWallet-bankHint">{t('link.payByBankHint')}</p> : null}
    </div>
  );
}

/** The ACH authorisation a bank payment is made under: paying accepts it. */
export function BankMandate({ merchant }: { merchant: string }) {
  const { t } = useMessages();
  return (
    <p className="Text Text--terms">
      {t('ach.mandate', { merchant: merchant || t('sepa.merchantFallback') })}
    </p>
  );
}
