import type { ControllerSettings } from './controller.js';

export type Settings = Pick<ControllerSettings, 'origin' | 'publishableKey' | 'locale' | 'stripeAccount'>;

/** A checkout page's address (`/c/pay/<id>`, `/c/embed/<id>`), its settings in the fragment. */
export function checkoutPageUrl(settings: Settings, page: string, id: string, more?: object): string {
  const fragment = {
    apiKey: settings.publishableKey,
    locale: settings.locale,
    stripeAccount: settings.stripeAccount,
    ...more,
  };
  const encoded = btoa(JSON.stringify(fragment)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${settings.origin}/c/${page}/${id}#${encoded}`;
}

/**
 * `stripe.redirectToCheckout({ sessionId })`, for integrations older than the session's `url`:
 * opens the hosted page of a session the merchant's server created, its settings in the URL
 * fragment as the server writes them. Client-only sessions (line items given here) do not exist.
 */
export function redirectToCheckout(
  settings: Settings,
  input: { sessionId?: unknown; lineItems?: unknown; items?: unknown } | undefined,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<{ error: { type: string; message: string } }> {
  const fail = (message: string) => Promise.resolve({ error: { type: 'invalid_request_error', message } });
  if (input?.lineItems !== undefined || input?.items !== undefined)
    return fail('redirectToCheckout: create a Checkout Session on your server and pass its sessionId.');
  const id = input?.sessionId;
  if (typeof id !== 'string' || !/^cs_(test|live)_\w+$/.test(id))
    return fail('redirectToCheckout: sessionId must be the id of a Checkout Session (cs_...).');
  navigate(checkoutPageUrl(settings, 'pay', id));
  // The page is leaving: as with Stripe.js, the promise only settles if navigation fails.
  return new Promise(() => undefined);
}
