import type { BankLinkDisplay } from '@payframe/js/protocol';
import { formEncode } from '../controller/form-encoding.js';

export type BankAnswer =
  | { ok: true; body: Record<string, any> }
  | { ok: false; message: string; status: number; code?: string };

/**
 * The linking modal's calls: the API on this frame's own origin, with the publishable key and
 * the session's client secret. An error answer gives its message (shown in the panel), its
 * status (a 202 means "not yet", see attach-retry) and code.
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
    // A 202 carries an error: the bank has not handed the account over yet.
    if (response.ok && !json?.error) return { ok: true, body: json };
    const code = json?.error?.code;
    return {
      ok: false,
      message: String(json?.error?.message ?? response.statusText),
      status: response.status,
      ...(typeof code === 'string' ? { code } : {}),
    };
  } catch {
    return { ok: false, message: 'The bank could not be reached. Try again.', status: 0 };
  }
}
