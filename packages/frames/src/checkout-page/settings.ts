import { type CheckoutLayout, checkoutLayoutOf } from '@payframe/core';

/** What the page needs to start: its session, and the settings its URL fragment carries. */
export interface PageStart {
  sessionId: string;
  apiKey: string;
  stripeAccount?: string;
  locale: string | null;
  layout: CheckoutLayout;
  /** In a frame on the merchant's page (embedded checkout): the page's origin, told of progress. */
  parentOrigin?: string;
}

const STORE_PREFIX = 'payframe-checkout:';

function decodeFragment(hash: string): Record<string, unknown> | undefined {
  const raw = hash.replace(/^#/, '');
  if (!raw) return undefined;
  try {
    const json = atob(raw.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The session id from the path (`/c/pay/<id>`) and the settings from the fragment. They are
 * kept for the tab, so the page still starts when a bank or 3-D Secure redirect brings the
 * shopper back to the URL without its fragment.
 */
export function readPageStart(location: Location, storage: Storage | undefined): PageStart | undefined {
  const sessionId = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() ?? '');
  if (!/^cs_(test|live)_\w+$/.test(sessionId)) return undefined;
  let settings = decodeFragment(location.hash);
  try {
    if (settings) storage?.setItem(STORE_PREFIX + sessionId, JSON.stringify(settings));
    else settings = JSON.parse(storage?.getItem(STORE_PREFIX + sessionId) ?? 'null') ?? undefined;
  } catch {
    // Storage may be off: the fragment alone then starts the page.
  }
  const apiKey = settings?.apiKey;
  if (typeof apiKey !== 'string' || !/^pk_(test|live)_\w+$/.test(apiKey)) return undefined;
  const start: PageStart = {
    sessionId,
    apiKey,
    locale: typeof settings?.locale === 'string' ? settings.locale : null,
    layout: checkoutLayoutOf(sessionId) ?? 'single_item',
  };
  if (typeof settings?.stripeAccount === 'string') start.stripeAccount = settings.stripeAccount;
  const parent = settings?.parentOrigin;
  if (
    location.pathname.startsWith('/c/embed/') &&
    typeof parent === 'string' &&
    /^https?:\/\/[^/]+$/.test(parent)
  )
    start.parentOrigin = parent;
  return start;
}
