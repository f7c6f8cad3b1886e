import type { LinkState } from '@payframe/js/protocol';
import { useMessages } from '../i18n/Messages.js';

/**
 * Below the signed-in mark: a consumer without a passkey is offered one, so the next sign-in
 * needs no code. Once created it says so and is no longer offered; a failure shows Link's
 * passkey error for its reason and the offer stays (the shopper is still signed in).
 */
export function PasskeyOffer({ link, onCreate }: { link: LinkState; onCreate(): void }) {
  const { t } = useMessages();
  const { status, error } = link.requests.registerPasskey;
  if (status === 'SUCCESS') {
    return (
      <p className="LinkAuth-text" role="status" data-testid="link-passkey-created">
        {t('link.passkeyCreated')}
      </p>
    );
  }
  if (!link.consumer || link.consumer.hasPasskey) return null;
  const busy = status === 'PENDING';
  return (
    <div className="LinkAuth-panel" data-testid="link-passkey-offer">
      <p className="LinkAuth-text">{t('link.passkeyOffer')}</p>
      {error ? (
        <p className="Error LinkAuth-error" role="alert" data-testid="link-error">
          {error.message}
        </p>
      ) : null}
      <div className="LinkAuth-actions">
        <button type="button" className="SavedButton" onClick={onCreate} disabled={busy} aria-busy={busy}>
          {t('link.createPasskey')}
        </button>
      </div>
    </div>
  );
}
