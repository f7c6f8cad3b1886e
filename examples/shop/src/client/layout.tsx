import type { ReactNode } from 'react';

export function ShopLayout({ children, subtitle }: { children: ReactNode; subtitle?: string }) {
  return (
    <div className="page">
      <header className="masthead">
        <a className="brand" href="/">
          <span className="brand-mark" aria-hidden="true" />
          Maison Payframe
        </a>
        <span className="test-badge">Test mode</span>
      </header>
      {subtitle ? <p className="subtitle">{subtitle}</p> : null}
      <main className="content">{children}</main>
      <footer className="footer">
        Example shop · payments by <a href="https://github.com/">Payframe</a>, self-hosted
      </footer>
    </div>
  );
}
