import type { LinkState } from '@payframe/js/protocol';
import { useMessages } from '../i18n/Messages.js';
import { CodeEntry } from './CodeEntry.js';

interface VerificationPanelProps {
  link: LinkState;
  code: string;
  focus: number | null;
  /** A code was sent again at the shopper's request (shown once it went out). */
  resent: boolean;
  onCode(code: string, focus: number): void;
  onResend(): void;
  onPasskey(): void;
}

/**
 * The one-time code step: where the code went, the six boxes, the server's error as it says it
 * (a wrong code, or the lock after too many tries), resend, and a passkey when the account has one.
 */
export function VerificationPanel({
  link,
  code,
  focus,
  resent,
  onCode,
  onResend,
  onPasskey,
}: VerificationPanelProps) {
  const { t } = useMessages();
  const { startVerification: start, confirmVerification: confirm } = link.requests;
  const passkey = link.verification?.type === 'WEBAUTHN';
  const error = confirm.error ?? start.error;
  const checking = confirm.status === 'PENDING' || confirm.status === 'SUCCESS';
  return (
    <div className="LinkAuth-verify" data-testid="link-verification">
      <p className="LinkAuth-title">{t('link.verifyTitle')}</p>
      {passkey ? null : (
        <>
          <p className="LinkAuth-text" id="link-code-hint">
            {t('link.codeSent', { destination: link.verification?.sentTo ?? '' })}
          </p>
          <CodeEntry
            code={code}
            focus={focus}
            disabled={checking || start.status === 'PENDING'}
            invalid={confirm.status === 'ERROR'}
            onChange={onCode}
            describedBy="link-code-hint"
          />
        </>
      )}
      {error ? (
        <p className="Error LinkAuth-error" role="alert" data-testid="link-error">
          {error.message}
        </p>
      ) : null}
      {checking ? (
        <p className="LinkAuth-text" role="status">
          {t('link.verifying')}
        </p>
      ) : resent && start.status === 'SUCCESS' && confirm.status === 'NONE' ? (
        <p className="LinkAuth-text" role="status">
          {t('link.resent')}
        </p>
      ) : null}
      <div className="LinkAuth-actions">
        <button type="button" className="LinkButton" onClick={onResend} disabled={checking}>
          {t('link.resend')}
        </button>
        {link.consumer?.hasPasskey ? (
          <button type="button" className="LinkButton" onClick={onPasskey} disabled={checking}>
            {t('link.usePasskey')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
