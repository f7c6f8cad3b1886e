import type { BankLinkDisplay } from '@payframe/js/protocol';
import { formEncode } from '../controller/form-encoding.js';

export type BankAnswer = { ok: true; body: Record<string, any> } | { ok: false; message: string };

/**
 * The linking modal's calls: the API on this frame's own origin, with the publishable key and
 * the session's client secret. An error answer gives its message, shown in the panel.
 */
export async function bankCall(
  display: BankLinkDisplay,
  path: string,
  body: Record<string, unknown>,
): Promise<BankAnswer> {
  try {
    const response = await fetch(`${window.location.origin}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${display.publishableKey}`,
        'Stripe-Version': display.apiVersion,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: formEncode({ client_secret: display.sessionSecret, ...body }),
    });
    const json = await response.json();
    if (response.ok) return { ok: true, body: json };
    return { ok: false, message: String(json?.error?.message ?? response.statusText) };
  } catch {
    return { ok: false, message: 'The bank could not be reached. Try again.' };
  }
}
