import type { ReactNode } from 'react';
import type { Session } from './api.js';
import type { DashMessageId } from './messages/en.js';
import { BASE, navigate } from './router.js';
import { useTexts } from './ui.js';

const NAV: { path: string; label: DashMessageId }[] = [
  { path: '/payments', label: 'payments' },
  { path: '/customers', label: 'customers' },
  { path: '/charts', label: 'charts' },
  { path: '/funnel', label: 'funnel' },
  { path: '/events', label: 'events' },
  { path: '/webhooks', label: 'webhooks' },
  { path: '/logs', label: 'requestLogs' },
  { path: '/keys', label: 'apiKeys' },
];

/** The frame around every page: the navigation, the mode switch and the operator. */
export function Shell({
  session,
  path,
  onMode,
  onSignOut,
  children,
}: {
  session: Session;
  path: string;
  onMode(livemode: boolean): void;
  onSignOut(): void;
  children: ReactNode;
}) {
  const { t } = useTexts();
  return (
    <div className={`shell${session.livemode ? '' : ' test'}`}>
      <header className="top">
        <span className="brand">Payframe</span>
        <label className="mode">
          <input
            type="checkbox"
            checked={!session.livemode}
            onChange={(event) => onMode(!event.target.checked)}
          />
          {t('testMode')}
        </label>
        <span className="who">{session.email}</span>
        <button type="button" className="link" onClick={onSignOut}>
          {t('signOut')}
        </button>
      </header>
      {session.livemode ? null : <div className="test-banner">{t('viewingTestData')}</div>}
      <div className="body">
        <nav aria-label={t('title')}>
          {NAV.map((item) => (
            <a
              key={item.path}
              href={`${BASE}${item.path}`}
              aria-current={path.startsWith(item.path) ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                navigate(item.path);
              }}
            >
              {t(item.label)}
            </a>
          ))}
        </nav>
        <main className="page">{children}</main>
      </div>
    </div>
  );
}
