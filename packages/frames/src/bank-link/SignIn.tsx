import type { ReactNode } from 'react';
import { Field, input, link, primary } from './panel-parts.js';
import type { BankLinkTexts } from './texts.js';

interface Props {
  t: (id: keyof BankLinkTexts) => string;
  title: ReactNode;
  bankName: string;
  /** The bank's consent page while an OAuth bank waits for the shopper there; null for a sign-in form. */
  oauthUrl: string | null;
  busy: boolean;
  onContinue: () => void;
  onBack: () => void;
}

/** Signing in to the test bank (any credentials do), or waiting for an OAuth bank's consent page. */
export function SignIn({ t, title, bankName, oauthUrl, busy, onContinue, onBack }: Props) {
  return (
    <>
      {title}
      {oauthUrl !== null ? (
        <p>
          {t('oauthWaiting')}{' '}
          <a href={oauthUrl} target="_blank" rel="noopener">
            {bankName}
          </a>
        </p>
      ) : (
        <>
          <Field id="bank-link-user" label={t('username')}>
            <input id="bank-link-user" style={input} autoComplete="off" defaultValue="test" />
          </Field>
          <Field id="bank-link-password" label={t('password')}>
            <input
              id="bank-link-password"
              style={input}
              type="password"
              autoComplete="off"
              defaultValue="test"
            />
          </Field>
          <p style={{ fontSize: '13px', color: '#6d6e78' }}>{t('testMode')}</p>
        </>
      )}
      <button type="button" style={primary} disabled={busy} onClick={onContinue}>
        {t(oauthUrl !== null ? 'continue' : 'signIn')}
      </button>
      <button type="button" style={link} onClick={onBack}>
        {t('back')}
      </button>
    </>
  );
}
