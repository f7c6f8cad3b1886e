import { useMessages } from '../i18n/Messages.js';

/** One-click autofill (cookie-authentication): a login stored on this browser, taken or left. */
export function CookieAuthPanel(props: { onContinue(): void; onNotYou(): void }) {
  const { t } = useMessages();
  return (
    <div className="LinkAuth-panel" data-testid="link-cookie-authentication">
      <p className="LinkAuth-text">{t('link.remembered')}</p>
      <div className="LinkAuth-actions">
        <button type="button" className="SavedButton SavedButton--primary" onClick={props.onContinue}>
          {t('link.continue')}
        </button>
        <button type="button" className="LinkButton" onClick={props.onNotYou}>
          {t('link.notYou')}
        </button>
      </div>
    </div>
  );
}

/** The logout-confirmation view: log out of Link on this browser, or stay. */
export function LogoutConfirmPanel(props: { busy: boolean; onLogOut(): void; onCancel(): void }) {
  const { t } = useMessages();
  return (
    <div className="LinkAuth-panel" data-testid="link-logout-confirmation">
      <p className="LinkAuth-text">{t('link.logoutConfirm')}</p>
      <div className="LinkAuth-actions">
        <button type="button" className="SavedButton" onClick={props.onCancel} disabled={props.busy}>
          {t('link.cancel')}
        </button>
        <button
          type="button"
          className="SavedButton SavedButton--primary"
          onClick={props.onLogOut}
          disabled={props.busy}
        >
          {t('link.logout')}
        </button>
      </div>
    </div>
  );
}

/** A signed-in shopper: the Link mark beside the e-mail. */
export function SignedInBadge() {
  const { t } = useMessages();
  return (
    <p className="LinkAuth-badge" data-testid="link-signed-in">
      <span className="LinkAuth-mark" aria-hidden="true">
        ✓
      </span>
      {t('link.signedIn')}
    </p>
  );
}
