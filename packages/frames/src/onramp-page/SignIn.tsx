import { type FormEvent, useState } from 'react';
import { ErrorLine, Field } from './fields.js';
import type { Translate } from './messages.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Props {
  t: Translate;
  email: string | null;
  /** Whether a code was sent to `email` (signed in, not yet verified). */
  codeSent: boolean;
  busy: boolean;
  error: string | null;
  onEmail(email: string): void;
  onCode(code: string): void;
  onError(error: string): void;
}

/** E-mail, then the one-time code sent to it. */
export function SignIn({ t, email, codeSent, busy, error, ...on }: Props) {
  const [address, setAddress] = useState(email ?? '');
  const [code, setCode] = useState('');
  if (codeSent) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      on.onCode(code);
    };
    return (
      <form className="or-step" data-step="code" onSubmit={submit} noValidate>
        <h2>{t('codeTitle', { email: email ?? '' })}</h2>
        <Field
          label={t('code')}
          name="code"
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          onChange={setCode}
          hint={t('codeHint')}
        />
        <button className="or-primary" type="submit" disabled={busy || code.trim().length < 6}>
          {t('continue')}
        </button>
        <ErrorLine error={error} />
      </form>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(address.trim())) return on.onError(t('emailInvalid'));
    on.onEmail(address.trim());
  };
  return (
    <form className="or-step" data-step="email" onSubmit={submit} noValidate>
      <Field
        label={t('email')}
        name="email"
        type="email"
        value={address}
        autoComplete="email"
        onChange={setAddress}
      />
      <button className="or-primary" type="submit" disabled={busy}>
        {t('continue')}
      </button>
      <ErrorLine error={error} />
    </form>
  );
}
