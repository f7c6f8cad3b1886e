import type { LinkPaymentDetails } from '@payframe/js/protocol';
import { useMessages } from '../../i18n/Messages.js';
import { BrandAdornment } from '../../ui/brand-icons.js';
import { BankAccountIcon, BankMandate, IncentiveBadge, PayByBank, useBankLabel } from './LinkBankParts.js';
import { LinkUpdateForm } from './LinkUpdateForm.js';
import type { LinkInPayment } from './use-link.js';
import { NEW_BANK, usableDetails } from './wallet-view.js';

const brandName = (brand: string) => `${brand[0]?.toUpperCase() ?? ''}${brand.slice(1)}`;

/**
 * The Link wallet of a verified consumer (.LinkWallet), by the view the machine selects:
 * use-saved (the saved cards, then the saved bank accounts where the payment takes them, the
 * default selected, update (cards) and remove on the selected one, "Pay by bank", "add a new
 * card"), remove-saved-confirmation, update-saved and logout-confirmation.
 */
export function LinkWallet({ state }: { state: LinkInPayment }) {
  const { t } = useMessages();
  const { link, view, intent } = state;
  const details = usableDetails(link.paymentDetails, state.banks.offered);
  const bankLabel = useBankLabel();
  const cardLabel = (d: LinkPaymentDetails) =>
    d.bank
      ? bankLabel(d)
      : t('link.cardEnding', { brand: brandName(d.card?.brand ?? ''), last4: d.card?.last4 ?? '' });
  const removing = details.find((d) => d.id === intent.removing);
  const updating = details.find((d) => d.id === intent.updating && d.card !== null);
  const payingByBank =
    state.selected === NEW_BANK || details.some((d) => d.id === state.selected && d.bank !== null);
  const busy = (name: 'removePaymentDetails' | 'logOut') => link.requests[name].status === 'PENDING';
  const removeError = link.requests.removePaymentDetails.error;

  const header = <LinkHeader state={state} />;

  if (view === 'logout-confirmation') {
    return (
      <section className="LinkWallet" aria-label="Link">
        {header}
        <Confirm
          text={t('link.logoutConfirm')}
          action={t('link.logout')}
          busy={busy('logOut')}
          onConfirm={() => {
            state.send({ action: 'logOut' });
            state.setIntent({ confirmingLogout: false, addingNew: false });
          }}
          onCancel={() => state.setIntent({ confirmingLogout: false })}
        />
      </section>
    );
  }
  if (view === 'remove-saved-confirmation' && removing) {
    return (
      <section className="LinkWallet" aria-label="Link">
        {header}
        <Confirm
          text={t('link.removeConfirm', { card: cardLabel(removing) })}
          action={t('link.remove')}
          busy={busy('removePaymentDetails')}
          danger
          onConfirm={() => {
            state.send({ action: 'removePaymentDetails', id: removing.id });
            state.setIntent({ removing: null });
          }}
          onCancel={() => state.setIntent({ removing: null })}
        />
      </section>
    );
  }
  if (view === 'update-saved' && updating) {
    return (
      <section className="LinkWallet" aria-label="Link">
        {header}
        <LinkUpdateForm
          detail={updating}
          title={cardLabel(updating)}
          onSave={(update) => {
            if (update) state.send({ action: 'updatePaymentDetails', id: updating.id, update });
            state.setIntent({ updating: null });
          }}
          onCancel={() => state.setIntent({ updating: null })}
        />
      </section>
    );
  }
  return (
    <section className="LinkWallet" aria-label="Link">
      {header}
      <div className="SavedList LinkWallet-list">
        {details.map((detail) => {
          const selected = state.selected === detail.id;
          const failed = detail.state === 'FAILED';
          const { card, bank } = detail;
          return (
            <div
              key={detail.id}
              className={`SavedItem${selected ? ' SavedItem--selected' : ''}${failed ? ' SavedItem--failed' : ''}`}
            >
              <button
                type="button"
                className="SavedItem-main"
                aria-pressed={selected}
                aria-label={cardLabel(detail)}
                disabled={failed}
                onClick={() => state.select(detail.id)}
              >
                <span className="SavedItem-icon">
                  {bank ? <BankAccountIcon /> : <BrandAdornment brand={card?.brand} />}
                </span>
                {bank ? (
                  <>
                    <span className="SavedItem-number">{bank.bankName}</span>
                    <span className="SavedItem-expiry">•••• {bank.last4}</span>
                  </>
                ) : card ? (
                  <>
                    <span className="SavedItem-number">•••• {card.last4}</span>
                    <span className="SavedItem-expiry">
                      {String(card.expMonth).padStart(2, '0')}/{String(card.expYear).slice(-2)}
                    </span>
                  </>
                ) : null}
                {bank?.instantDebitsEligible && state.banks.incentive ? (
                  <IncentiveBadge incentive={state.banks.incentive} />
                ) : null}
                {detail.isDefault ? <span className="SavedItem-badge">{t('link.default')}</span> : null}
                {failed ? (
                  <span className="SavedItem-badge SavedItem-badge--failed">{t('link.failed')}</span>
                ) : null}
              </button>
              {selected || failed ? (
                <div className="LinkWallet-actions">
                  {/* A bank account has nothing to edit here: it is linked again instead. */}
                  {card ? (
                    <button
                      type="button"
                      className="SavedLink"
                      onClick={() => state.setIntent({ updating: detail.id })}
                    >
                      {t('link.update')}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="SavedLink SavedLink--danger"
                    onClick={() => state.setIntent({ removing: detail.id })}
                  >
                    {t('link.remove')}
                  </button>
                </div>
              ) : null}
            </div>
          );
        })}
        {state.banks.offered ? <PayByBank state={state} /> : null}
        <button
          type="button"
          className="SavedItem SavedItem-new"
          onClick={() => state.setIntent({ addingNew: true })}
        >
          {t('link.addNew')}
        </button>
      </div>
      {payingByBank ? <BankMandate merchant={state.banks.merchant} /> : null}
      {removeError ? (
        <div className="Error" role="alert">
          {removeError.message}
        </div>
      ) : null}
    </section>
  );
}

/** The signed-in consumer's e-mail and "Log out" (which asks first: logout-confirmation). */
export function LinkHeader({ state }: { state: LinkInPayment }) {
  const { t } = useMessages();
  return (
    <div className="LinkWallet-head">
      <span className="LinkWallet-logo">link</span>
      <span className="LinkWallet-email">{state.link.consumer?.email ?? state.link.email}</span>
      <button type="button" className="SavedLink" onClick={() => state.setIntent({ confirmingLogout: true })}>
        {t('link.logout')}
      </button>
    </div>
  );
}

interface ConfirmProps {
  text: string;
  action: string;
  busy: boolean;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

function Confirm({ text, action, busy, danger, onConfirm, onCancel }: ConfirmProps) {
  const { t } = useMessages();
  return (
    <div className="LinkConfirm" role="alertdialog" aria-label={text}>
      <p className="LinkConfirm-text">{text}</p>
      <div className="LinkConfirm-buttons">
        <button
          type="button"
          className={`SavedButton ${danger ? 'SavedButton--danger' : 'SavedButton--primary'}`}
          disabled={busy}
          onClick={onConfirm}
        >
          {action}
        </button>
        <button type="button" className="SavedButton" onClick={onCancel}>
          {t('link.cancel')}
        </button>
      </div>
    </div>
  );
}
