import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutPage } from './checkout-page.js';
import { pageOptions, readConfig } from './config.js';
import { DeferredPage } from './deferred-page.js';
import { EmbeddedCheckoutPage } from './embedded-checkout-page.js';
import { StripeReactPage } from './stripe-react-page.js';
import { SuccessPage } from './success-page.js';
import './styles.css';

const config = readConfig();
// The page follows the element's theme (`?theme=night` makes the whole shop dark).
document.documentElement.dataset.theme = pageOptions().theme;

function Page() {
  switch (window.location.pathname) {
    case '/deferred':
      return <DeferredPage config={config} />;
    case '/embedded-checkout':
      return <EmbeddedCheckoutPage config={config} />;
    case '/stripe-react':
      return <StripeReactPage config={config} />;
    case '/success':
      return <SuccessPage />;
    default:
      return <CheckoutPage config={config} />;
  }
}

const root = document.getElementById('root');
if (root) {
  // StrictMode mounts twice: the bindings and the elements must take it.
  createRoot(root).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
}
