import { type FormEvent, useState } from 'react';
import { get, post } from './api.js';
import { formatTime } from './format.js';
import { Loading, Notice, useLoad, useTexts } from './ui.js';

interface SecretKey {
  id: string;
  masked: string;
  created: number;
  expires_at: number | null;
  revealed: boolean;
}

const EXPIRIES = ['0', '3600', '86400', '259200', '604800'] as const;

/**
 * The mode's publishable key in full; its secret keys masked, the current one revealed once
 * (after the password) or rolled, leaving the old one working until the expiry chosen.
 */
export function KeysPage({ livemode }: { livemode: boolean }) {
  const { t, lang } = useTexts();
  const { data, error, reload } = useLoad(
    () => get<{ publishable: string | null; secret_keys: SecretKey[] }>('/keys'),
    String(livemode),
  );
  const [asking, setAsking] = useState<'reveal' | 'roll'>();
  const [shown, setShown] = useState<string>();
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setMessage(undefined);
    try {
      const answer =
        asking === 'roll'
          ? await post<{ secret: string }>('/keys/roll', {
              password: form.get('password'),
              expires_in: Number(form.get('expires_in')),
            })
          : await post<{ secret: string }>('/keys/reveal', { password: form.get('password') });
      setShown(answer.secret);
      setAsking(undefined);
      reload();
    } catch (e) {
      setMessage((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  if (!data) return error ? <Notice error={error} /> : <Loading />;
  const current = data.secret_keys.find((key) => key.expires_at === null);
  return (
    <>
      <h1>{t('apiKeys')}</h1>
      <section className="card keys">
        <dl>
          <dt>{t('publishableKey')}</dt>
          <dd>
            <code>{data.publishable ?? '—'}</code>
            {data.publishable ? (
              <button type="button" onClick={() => navigator.clipboard?.writeText(data.publishable ?? '')}>
                {t('copy')}
              </button>
            ) : null}
          </dd>
          {data.secret_keys.map((key) => (
            <div key={key.id} className="key-row">
              <dt>
                {t('secretKey')} {key.expires_at === null ? `· ${t('current')}` : ''}
              </dt>
              <dd>
                <code>{key.masked}</code>
                {key.expires_at !== null ? (
                  <span className="hint">
                    {t('expires')} {formatTime(key.expires_at, lang, 'short')}
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        {shown ? (
          <div className="revealed" role="status">
            <code data-secret>{shown}</code>
            <button type="button" onClick={() => navigator.clipboard?.writeText(shown)}>
              {t('copy')}
            </button>
            <p className="hint">{t('shownOnce')}</p>
            <button type="button" className="link" onClick={() => setShown(undefined)}>
              {t('close')}
            </button>
          </div>
        ) : null}
        {current && !asking ? (
          <div className="actions">
            {!current.revealed ? (
              <button type="button" onClick={() => setAsking('reveal')}>
                {t('reveal')}
              </button>
            ) : null}
            <button type="button" onClick={() => setAsking('roll')}>
              {t('roll')}
            </button>
          </div>
        ) : null}
        {asking ? (
          <form className="reauth" onSubmit={submit}>
            {asking === 'roll' ? (
              <label>
                {t('oldKeyExpires')}
                <select name="expires_in" defaultValue="0">
                  {EXPIRIES.map((value) => (
                    <option key={value} value={value}>
                      {t(`exp_${value}`)}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label>
              {t('passwordAgain')}
              <input name="password" type="password" autoComplete="current-password" required />
            </label>
            <Notice error={message} />
            <div className="actions">
              <button type="submit" disabled={busy}>
                {asking === 'roll' ? t('roll') : t('reveal')}
              </button>
              <button type="button" className="link" onClick={() => setAsking(undefined)}>
                {t('close')}
              </button>
            </div>
          </form>
        ) : null}
        <p className="hint">{t('secretKeyHint')}</p>
      </section>
    </>
  );
}
