import { createRoot } from 'react-dom/client';
import './checkout.css';
import { CheckoutPage } from './CheckoutPage.js';
import { pageTexts } from './messages.js';
import { StatePanel } from './StatePanel.js';
import { readPageStart } from './settings.js';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const root = createRoot(document.getElementById('root')!);
const start = readPageStart(window.location, storage());
if (!start) {
  root.render(<StatePanel kind="notFound" t={pageTexts(null, navigator.languages ?? []).t} />);
} else {
  const parentOrigin = start.parentOrigin;
  // Embedded: the merchant's page sizes the frame to the page and, once paid, goes to the
  // session's return_url or runs its onComplete. Messages go to that page's origin only.
  const tell = (message: object) => parentOrigin && window.parent.postMessage(message, parentOrigin);
  if (parentOrigin) {
    new ResizeObserver(() =>
      tell({ type: 'payframe-checkout-height', height: document.body.scrollHeight }),
    ).observe(document.body);
  }
  root.render(
    <CheckoutPage
      start={start}
      onComplete={(url) => {
        if (parentOrigin) tell({ type: 'payframe-checkout-complete', url });
        else if (url) window.location.assign(url);
      }}
    />,
  );
}
