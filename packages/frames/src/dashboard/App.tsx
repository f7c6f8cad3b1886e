import { useCallback, useEffect, useState } from 'react';
import { DashboardError, get, post, type Session, setCsrfToken } from './api.js';
import { ChartsPage } from './ChartsPage.js';
import { CustomerPage } from './CustomerPage.js';
import { CustomersPage } from './CustomersPage.js';
import { EventsPage } from './EventsPage.js';
import { FunnelPage } from './FunnelPage.js';
import { KeysPage } from './KeysPage.js';
import { LogsPage } from './LogsPage.js';
import { PaymentPage } from './PaymentPage.js';
import { PaymentsPage } from './PaymentsPage.js';
import { navigate, useRoute } from './router.js';
import { Shell } from './Shell.js';
import { SignIn } from './SignIn.js';
import { Loading, Notice, useTexts } from './ui.js';
import { WebhooksPage } from './WebhooksPage.js';

/** The dashboard: the sign-in page until there is a session, then the page the path names. */
export function App() {
  const { t } = useTexts();
  const { path, query } = useRoute();
  const [session, setSession] = useState<Session | null>();
  const [error, setError] = useState<string>();
  const accept = useCallback((next: Session | null) => {
    setCsrfToken(next?.csrf_token ?? '');
    setSession(next);
  }, []);
  useEffect(() => {
    get<Session>('/session').then(accept, (e) =>
      e instanceof DashboardError && e.status === 401 ? accept(null) : setError(t('unexpected')),
    );
  }, [t, accept]);
  useEffect(() => {
    if (session && path === '/') navigate('/payments');
  }, [session, path]);

  if (error) return <Notice error={error} />;
  if (session === undefined) return <Loading />;
  if (session === null) return <SignIn onSignedIn={accept} />;

  const page = () => {
    const detail = /^\/payments\/([^/]+)$/.exec(path);
    if (detail) return <PaymentPage id={decodeURIComponent(detail[1]!)} livemode={session.livemode} />;
    if (path === '/payments' || path === '/')
      return <PaymentsPage query={query} livemode={session.livemode} />;
    const customer = /^\/customers\/([^/]+)$/.exec(path);
    if (customer) return <CustomerPage id={decodeURIComponent(customer[1]!)} livemode={session.livemode} />;
    if (path === '/customers') return <CustomersPage query={query} livemode={session.livemode} />;
    if (path === '/charts') return <ChartsPage livemode={session.livemode} />;
    if (path === '/funnel') return <FunnelPage livemode={session.livemode} />;
    if (path === '/events') return <EventsPage livemode={session.livemode} />;
    if (path === '/webhooks') return <WebhooksPage livemode={session.livemode} />;
    if (path === '/logs') return <LogsPage query={query} livemode={session.livemode} />;
    if (path === '/keys') return <KeysPage livemode={session.livemode} />;
    return <p className="empty">{t('notFound')}</p>;
  };
  return (
    <Shell
      session={session}
      path={path}
      onMode={(livemode) =>
        post<Session>('/mode', { livemode }).then(accept, (e: Error) => setError(e.message))
      }
      onSignOut={() =>
        post('/logout').then(
          () => accept(null),
          () => accept(null),
        )
      }
    >
      {page()}
    </Shell>
  );
}
