import type { ChangePayload, LinkAction, LinkState } from '@payframe/js/protocol';
import type { MutableRefObject } from 'react';
import { useMessages } from '../i18n/Messages.js';
import { EmailField } from './EmailField.js';
import { PasskeyOffer } from './PasskeyOffer.js';
import { CookieAuthPanel, LogoutConfirmPanel, SignedInBadge } from './SignedInPanels.js';
import { type LinkAuthControls, useLinkAuth } from './use-link-auth.js';
import { VerificationPanel } from './VerificationPanel.js';

interface LinkAuthElementProps {
  link: LinkState | null;
  defaultEmail: string;
  controls: MutableRefObject<LinkAuthControls | null>;
  /** The browser can create passkeys (WebAuthn): a signed-in consumer without one is offered one. */
  passkeysSupported?: boolean;
  act(action: LinkAction): void;
  onChange(payload: ChangePayload): void;
}

/**
 * The Link Authentication Element: the e-mail field, and below it what the wallet view of the
 * group's Link session calls for (docs/link.md#views): the code entry while verifying, the
 * one-click offer of a stored login, the signed-in mark, or the logout confirmation.
 */
export function LinkAuthElement(props: LinkAuthElementProps) {
  const { t } = useMessages();
  const auth = useLinkAuth(props);
  const { link } = props;
  props.controls.current = auth.controls;
  const view = auth.view;
  const signedInView = auth.signedIn && view !== 'logout-confirmation';
  // The one-click panel has its own "Not you?"; a signed-in shopper's sits in the field.
  const notYou = signedInView ? (
    <button
      type="button"
      className="LinkButton LinkAuth-notYou"
      onClick={() => auth.setConfirmingLogout(true)}
    >
      {t('link.notYou')}
    </button>
  ) : undefined;

  return (
    <div className="LinkAuth Grid" data-view={view}>
      <EmailField
        value={auth.form.values.email}
        error={auth.emailError}
        readOnly={auth.signedIn || view === 'cookie-authentication'}
        busy={link?.requests.createSession.status === 'PENDING'}
        action={notYou}
        inputRef={(node) => {
          auth.emailInput.current = node;
        }}
        onChange={auth.setEmail}
        onFocus={() => auth.dispatch({ type: 'focused', field: 'email' })}
        onBlur={() => {
          auth.dispatch({ type: 'blurred', field: 'email' });
          auth.flushLookup();
        }}
      />
      {link && view === 'verification' ? (
        <VerificationPanel
          link={link}
          code={auth.form.values.passcode}
          focus={auth.codeFocus}
          resent={auth.resent}
          onCode={auth.setCode}
          onResend={auth.resend}
          onPasskey={() => props.act({ action: 'passkeyStart' })}
        />
      ) : null}
      {view === 'cookie-authentication' ? (
        <CookieAuthPanel
          onContinue={() => props.act({ action: 'autofill', choice: 'OPT-IN' })}
          onNotYou={() => props.act({ action: 'autofill', choice: 'OPT-OUT' })}
        />
      ) : null}
      {view === 'logout-confirmation' ? (
        <LogoutConfirmPanel
          busy={link?.requests.logOut.status === 'PENDING'}
          onCancel={() => auth.setConfirmingLogout(false)}
          onLogOut={() => props.act({ action: 'logOut' })}
        />
      ) : null}
      {signedInView ? <SignedInBadge /> : null}
      {signedInView && link && props.passkeysSupported ? (
        <PasskeyOffer link={link} onCreate={() => props.act({ action: 'passkeyRegisterStart' })} />
      ) : null}
      {view === 'unavailable' ? <p className="LinkAuth-text">{t('link.unavailable')}</p> : null}
    </div>
  );
}
