import type { Translate } from './messages.js';
import type { PaymentPage } from './page-types.js';

interface StatePanelProps {
  kind: 'expired' | 'complete' | 'notFound' | 'loadError';
  t: Translate;
  page?: PaymentPage;
}

/** A session the shopper can no longer pay (expired, already complete) or a page that did not load. */
export function StatePanel({ kind, t, page }: StatePanelProps) {
  const title =
    kind === 'expired'
      ? t('expiredTitle')
      : kind === 'complete'
        ? page?.mode === 'setup'
          ? t('setupCompleteTitle')
          : t('completeTitle')
        : kind === 'notFound'
          ? t('notFound')
          : t('loadError');
  const body = kind === 'expired' ? t('expiredBody') : kind === 'complete' ? t('completeBody') : null;
  const back = page?.cancel_url ?? null;
  return (
    <main className="cp-state" data-state={kind}>
      <div className="cp-card">
        {page?.merchant.display_name ? <p className="cp-muted">{page.merchant.display_name}</p> : null}
        <h1 className="cp-heading">{title}</h1>
        {body ? <p className="cp-muted">{body}</p> : null}
        {back && kind === 'expired' ? (
          <a className="cp-link" href={back}>
            ← {t('back')}
          </a>
        ) : null}
      </div>
    </main>
  );
}
