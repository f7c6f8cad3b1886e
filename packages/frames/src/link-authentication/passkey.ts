import type { LinkAction } from '@payframe/js/protocol';

export type PasskeyFailure = Extract<LinkAction, { action: 'passkeyFailed' }>['reason'];
export type PasskeyOutcome = { ok: true; credential: string } | { ok: false; reason: PasskeyFailure };

/** What the prompt needs of the browser (injected so the mapping is tested without one). */
export interface PasskeyBrowser {
  hasFocus(): boolean;
  /** @simplewebauthn/browser's startAuthentication: the assertion as JSON-ready data. */
  authenticate(options: Record<string, unknown>): Promise<unknown>;
  /** @simplewebauthn/browser's startRegistration: the new credential as JSON-ready data. */
  register(options: Record<string, unknown>): Promise<unknown>;
}

let pending = false;

/**
 * Runs the passkey prompt (a sign-in, or a registration with 'create') in this (focused, visible) frame and answers Link's passkey
 * errors (docs/link.md#errors): iframe not focused, user cancelled, request already pending,
 * unknown. The credential goes to the controller as JSON, as the server reads it.
 */
export async function runPasskey(
  options: Record<string, unknown>,
  browser: PasskeyBrowser,
  ceremony: 'get' | 'create' = 'get',
): Promise<PasskeyOutcome> {
  if (pending) return { ok: false, reason: 'request_pending' };
  if (!browser.hasFocus()) return { ok: false, reason: 'iframe_not_focused' };
  pending = true;
  try {
    const response = await (ceremony === 'create'
      ? browser.register(options)
      : browser.authenticate(options));
    return { ok: true, credential: JSON.stringify(response) };
  } catch (error) {
    return { ok: false, reason: passkeyFailure(error) };
  } finally {
    pending = false;
  }
}

/** The browser's error as a spec passkey error. */
export function passkeyFailure(error: unknown): PasskeyFailure {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  if (name === 'NotAllowedError')
    return /focus/i.test(message ?? '') ? 'iframe_not_focused' : 'user_cancelled';
  if (name === 'AbortError') return 'user_cancelled';
  if (name === 'InvalidStateError' && /pending/i.test(message ?? '')) return 'request_pending';
  return 'unknown';
}

/** The real browser: focus of this document and the WebAuthn prompt, loaded when first used. */
export const browserPasskeys: PasskeyBrowser = {
  hasFocus: () => document.hasFocus(),
  async authenticate(options) {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    return startAuthentication({ optionsJSON: options as never });
  },
  async register(options) {
    const { startRegistration } = await import('@simplewebauthn/browser');
    return startRegistration({ optionsJSON: options as never });
  },
};
