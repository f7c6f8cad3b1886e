import type { AuthState } from './auth-state.js';
import { type RequestStates, verificationRequestState } from './request-state.js';

/** The wallet's views (docs/link.md#views, "Wallet views"). */
export const WALLET_VIEWS = [
  'unavailable',
  'authentication',
  'verification',
  'cookie-authentication',
  'logout-confirmation',
  'remove-saved-confirmation',
  'update-saved',
  'add-new',
  'use-saved',
] as const;

export type WalletView = (typeof WALLET_VIEWS)[number];

export interface WalletViewInput {
  authState: AuthState;
  /** The merchant turned sign-up on page load off: a shopper without a session cannot use Link. */
  signUpDisabled: boolean;
  requests: RequestStates;
  /** A returning shopper's session is offered for one-click autofill (and they have not left it). */
  oneClickAutofill: boolean;
  /** What a logged-in shopper is doing, each asked for by the UI. */
  confirmingLogout: boolean;
  confirmingRemove: boolean;
  updatingSaved: boolean;
  addingNew: boolean;
  /** With nothing saved there is nothing to pick, so the shopper adds new details. */
  hasSaved: boolean;
}

/** The logged-in views, in priority order: the first that applies wins. */
function loggedInView(input: WalletViewInput): WalletView {
  if (input.confirmingLogout) return 'logout-confirmation';
  if (input.confirmingRemove) return 'remove-saved-confirmation';
  if (input.updatingSaved) return 'update-saved';
  if (input.addingNew || !input.hasSaved) return 'add-new';
  return 'use-saved';
}

/**
 * The wallet view for the state (docs/link.md#views, "View selection rules"). The spec names no view
 * for unverified, verified and declined outside one-click autofill: they show authentication, so
 * the shopper can sign in (again) by e-mail.
 */
export function selectWalletView(input: WalletViewInput): WalletView {
  switch (input.authState) {
    case 'blocked':
      return 'unavailable';
    case 'none':
    case 'unregistered':
      return input.signUpDisabled ? 'unavailable' : 'authentication';
    case 'verifying':
      return verificationRequestState(input.requests) ? 'verification' : 'authentication';
    case 'logged-in':
      return loggedInView(input);
    case 'unverified':
    case 'verified':
      return input.oneClickAutofill ? 'cookie-authentication' : 'authentication';
    case 'declined':
      return 'authentication';
  }
}
