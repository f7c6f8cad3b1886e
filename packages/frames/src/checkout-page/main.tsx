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
  root.render(
    <CheckoutPage
      start={start}
      onComplete={(url) => {
        if (url) window.location.assign(url);
      }}
    />,
  );
}
