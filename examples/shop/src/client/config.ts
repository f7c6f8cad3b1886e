import type { Payframe } from '@payframe/js';

export interface ShopConfig {
  publishableKey: string;
  payframeUrl: string;
  currency: string;
  products: { id: string; name: string; description: string; price: number; swatch: string }[];
}

/** The config the shop server embeds in the page as inert JSON. */
export function readConfig(): ShopConfig {
  const node = document.getElementById('shop-config');
  return JSON.parse(node?.textContent ?? '{}') as ShopConfig;
}

declare global {
  interface Window {
    Payframe?: (publishableKey: string, options?: Record<string, unknown>) => Payframe;
  }
}

/**
 * The Payframe object, from the script the page loads from the Payframe server. The script
 * tag comes before this bundle, so it has run (or failed) by now.
 */
export function loadPayframeObject(config: ShopConfig): Promise<Payframe> {
  if (typeof window.Payframe !== 'function') {
    return Promise.reject(
      new Error(
        `Could not load ${config.payframeUrl}/v1/payframe.js: is the Payframe server running and built?`,
      ),
    );
  }
  return Promise.resolve(window.Payframe(config.publishableKey));
}

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}

/** `?billing=`: billing details collection presets of the Payment Element to try. */
const BILLING_PRESETS: Record<string, Record<string, unknown>> = {
  // The full billing address (a street part named 'auto' asks for it) with the name.
  full: {
    name: 'auto',
    address: {
      line1: 'auto',
      line2: 'auto',
      city: 'auto',
      state: 'auto',
      country: 'auto',
      postalCode: 'auto',
    },
  },
  // The shop collects the name itself and passes it when confirming (`?payerName=`).
  'name-never': { name: 'never' },
};

/** Options the pages read from their query string (themes and flows to try, and for the e2e tests). */
export function pageOptions() {
  const query = new URLSearchParams(window.location.search);
  const theme = query.get('theme');
  const layout = query.get('layout');
  const billing = BILLING_PRESETS[query.get('billing') ?? ''];
  const country = query.get('country');
  const payerName = query.get('payerName');
  return {
    theme: theme === 'night' || theme === 'flat' ? theme : 'stripe',
    layout: layout === 'accordion' ? 'accordion' : 'tabs',
    redirect: query.get('redirect') === 'if_required' ? ('if_required' as const) : ('always' as const),
    locale: query.get('locale') ?? undefined,
    elementOptions: {
      ...(billing ? { fields: { billingDetails: billing } } : {}),
      ...(country ? { defaultValues: { billingDetails: { address: { country } } } } : {}),
    },
    billingDetails: payerName ? { name: payerName } : undefined,
    /** `?link=1`: the Link Authentication Element above the Payment Element, and the test codes. */
    link: query.get('link') === '1',
    /** `?express=1`: the Express Checkout Element's wallet buttons above the deferred form. */
    express: query.get('express') === '1',
  };
}
