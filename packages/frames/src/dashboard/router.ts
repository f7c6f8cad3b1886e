import { useEffect, useState } from 'react';

/** The dashboard's pages live under /dashboard; the server answers every one with this page. */
export const BASE = '/dashboard';

export function navigate(to: string): void {
  window.history.pushState(null, '', `${BASE}${to}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

const read = () => ({
  path: window.location.pathname.slice(BASE.length) || '/',
  query: new URLSearchParams(window.location.search),
});

/** The current page's path below /dashboard and its query, following back and forward. */
export function useRoute(): { path: string; query: URLSearchParams } {
  const [route, setRoute] = useState(read);
  useEffect(() => {
    const update = () => setRoute(read());
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return route;
}
