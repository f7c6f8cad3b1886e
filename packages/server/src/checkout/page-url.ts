import { checkoutLayoutOf } from '@payframe/core';

/** The settings a hosted page reads from its URL fragment (docs/checkout.md#the-hosted-page). */
export interface PageSettings {
  apiKey: string;
  stripeAccount?: string;
  locale: string;
  layout: string | null;
  referrerOrigin?: string;
}

function originOf(url: string | null): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** `<public url>/c/pay/<id>#<settings>`, the settings JSON in base64url. */
export function hostedPageUrl(
  publicUrl: string,
  sessionId: string,
  settings: {
    apiKey: string;
    stripeAccount?: string | undefined;
    locale: string | null;
    cancelUrl: string | null;
  },
): string {
  const fragment: PageSettings = {
    apiKey: settings.apiKey,
    locale: settings.locale ?? 'auto',
    layout: checkoutLayoutOf(sessionId),
  };
  if (settings.stripeAccount) fragment.stripeAccount = settings.stripeAccount;
  const referrer = originOf(settings.cancelUrl);
  if (referrer) fragment.referrerOrigin = referrer;
  return `${publicUrl}/c/pay/${sessionId}#${Buffer.from(JSON.stringify(fragment)).toString('base64url')}`;
}
