import { useState } from 'react';
import { useMessages } from '../../i18n/Messages.js';
import { CODE_LENGTH, digitsOf } from '../../link-authentication/code-entry.js';
import { ValueInput } from '../../ui/ValueInput.js';
import type { LinkInPayment } from './use-link.js';

/**
 * Link's sign-in inside the Payment Element, drawn inline over the card form (.LinkModal) and
 * driven by the modal machine: `open` shows the one-time code entry for the e-mail the opt-in
 * recognised; "Pay without Link" closes it (`previously-open`), after which one button opens it
 * again. A stored login found on load (cookie-authentication) is offered as "Continue with Link".
 */
export function LinkModal({ state }: { state: LinkInPayment }) {
  const { t } = useMessages();
  const [code, setCode] = useState('');
  const { link, modal, view } = state;

  if (view === 'cookie-authentication' && modal !== 'open') {
    // A verified stored login signs in at once; an unverified one opens the code entry.
    const signIn = () =>
      link.authState === 'verified'
        ? state.send({ action: 'autofill', choice: 'OPT-IN' })
        : state.openModal();
    return (
      <div className="LinkModal LinkModal--autofill">
        <p className="LinkModal-text">{t('link.remembered')}</p>
        <div className="LinkConfirm-buttons">
          <button type="button" className="SavedButton SavedButton--primary" onClick={signIn}>
            {t('link.continue')}
          </button>
          <button
            type="button"
            className="SavedButton"
            onClick={() => state.send({ action: 'autofill', choice: 'OPT-OUT' })}
          >
            {t('link.notYou')}
          </button>
        </div>
      </div>
    );
  }
  if (modal === 'previously-open' && link.authState !== 'logged-in' && link.consumer) {
    return (
      <button type="button" className="SavedLink LinkModal-reopen" onClick={state.openModal}>
        {t('link.verifyPrompt')}
      </button>
    );
  }
  if (modal !== 'open') return null;

  const verification = link.verification;
  const { startVerification: start, confirmVerification: confirm } = link.requests;
  const error = confirm.error ?? start.error;
  const pending = confirm.status === 'PENDING' || confirm.status === 'SUCCESS';
  const enter = (text: string) => {
    const digits = digitsOf(text);
    setCode(digits);
    if (digits.length === CODE_LENGTH) state.send({ action: 'confirmVerification', code: digits });
  };
  return (
    <div className="LinkModal" role="dialog" aria-modal="false" aria-labelledby="link-modal-title">
      <p className="LinkModal-title" id="link-modal-title">
        {t('link.verifyTitle')}
      </p>
      <p className="LinkModal-text">
        {t('link.codeSent', { destination: verification?.sentTo ?? link.consumer?.email ?? '' })}
      </p>
      <label className="Label" htmlFor="link-code">
        {t('link.codeLabel')}
      </label>
      <ValueInput
        id="link-code"
        className={`Input LinkModal-code${error ? ' Input--invalid' : ''}`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        value={code}
        disabled={pending}
        onChange={(event) => enter(event.target.value)}
      />
      {pending ? <p className="LinkModal-text">{t('link.verifying')}</p> : null}
      {error ? (
        <p className="Error" role="alert">
          {error.message}
        </p>
      ) : null}
      <div className="LinkConfirm-buttons">
        <button
          type="button"
          className="SavedLink"
          onClick={() => {
            setCode('');
            state.send({
              action: 'startVerification',
              type: verification?.type === 'EMAIL' ? 'EMAIL' : 'SMS',
            });
          }}
        >
          {t('link.resend')}
        </button>
        <button type="button" className="SavedLink" onClick={state.closeModal}>
          {t('link.payWithout')}
        </button>
      </div>
    </div>
  );
}
