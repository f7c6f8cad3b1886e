import { createRoot } from 'react-dom/client';
import './onramp.css';
import { loadOnrampTexts } from './messages.js';
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
  // The content's own height, not the document's (never less than the frame's): the frame
  // shrinks back when a step is shorter than the one before.
  new ResizeObserver(() =>
    post({ type: 'height', height: container.getBoundingClientRect().height }),
  ).observe(container);
  // The texts come first (one small chunk): the frame never shows English before its language.
  void loadOnrampTexts(start.locale, navigator.languages ?? [navigator.language]).then((texts) =>
    root.render(<OnrampPage start={start} texts={texts} tell={(type, session) => post({ type, session })} />),
  );
}
