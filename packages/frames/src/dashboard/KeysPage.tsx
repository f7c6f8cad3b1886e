import { get } from './api.js';
import { Loading, Notice, useLoad, useTexts } from './ui.js';

/** The mode's publishable key in full and the secret key masked (it never reaches the browser). */
export function KeysPage({ livemode }: { livemode: boolean }) {
  const { t } = useTexts();
  const { data, error } = useLoad(
    () => get<{ publishable: string | null; secret_masked: string | null }>('/keys'),
    String(livemode),
  );
  if (!data) return error ? <Notice error={error} /> : <Loading />;
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
          <dt>{t('secretKey')}</dt>
          <dd>
            <code>{data.secret_masked ?? '—'}</code>
          </dd>
        </dl>
        <p className="hint">{t('secretKeyHint')}</p>
      </section>
    </>
  );
}
