import { createRoot } from 'react-dom/client';
import './onramp.css';
import { OnrampPage } from './OnrampPage.js';
import { readOnrampStart } from './settings.js';

/**
 * The onramp frame (`/crypto/onramp`), mounted by onramp.js on the merchant's page. It tells
 * that page, and only its origin, when the session loads and changes, and its height.
 */
const container = document.getElementById('root')!;
const root = createRoot(container);
const start = readOnrampStart(window.location.hash);
if (start) {
  const post = (message: object) =>
    window.parent.postMessage({ source: 'payframe-onramp', ...message }, start.parentOrigin);
  new ResizeObserver(() => post({ type: 'height', height: document.documentElement.scrollHeight })).observe(
    document.body,
  );
  root.render(<OnrampPage start={start} tell={(type, session) => post({ type, session })} />);
}
