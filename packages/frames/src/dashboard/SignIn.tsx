import { type FormEvent, useState } from 'react';
import { post, type Session } from './api.js';
import { Notice, useTexts } from './ui.js';

export function SignIn({ onSignedIn }: { onSignedIn(session: Session): void }) {
  const { t } = useTexts();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await post<Session>('/login', { email: form.get('email'), password: form.get('password') }));
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <main className="sign-in">
      <form onSubmit={submit} className="card sign-in-card">
        <div className="brand">Payframe</div>
        <h1>{t('signInTitle')}</h1>
        <label>
          {t('email')}
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          {t('password')}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <Notice error={error} />
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t('signingIn') : t('signIn')}
        </button>
        <p className="hint">{t('signInHint')}</p>
      </form>
    </main>
  );
}
