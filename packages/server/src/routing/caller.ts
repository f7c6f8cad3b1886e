import type { ServiceContext } from '../kernel/service-context.js';
import type { Scope } from '../store/types.js';

/** The kinds of key a request may carry; a route names the ones it accepts. */
export type AuthKind = 'secret' | 'publishable' | 'ephemeral' | 'customer_session';

/** Who is calling: what the request's key resolved to. */
export interface Auth {
  kind: AuthKind;
  scope: Scope;
  /** The account that owns the key (differs from scope.accountId when Stripe-Account names a connected account). */
  keyAccountId: string;
  /** For an ephemeral key or a customer session: the customer it was made for. */
  customer?: string;
  /** For an ephemeral key made for an issuing card: that card, and the public nonce the key was made with. */
  issuingCard?: string;
  nonce?: string;
  /** For a customer session: its payment element features (which saved-method calls it may make). */
  features?: Record<string, unknown> | null;
  /** The key as sent, for error messages only (always redacted when shown). */
  key: string;
  /**
   * The server acts with the merchant's authority for one of its hosted pages (a checkout page
   * confirming its session's intent), not with a key the merchant sent.
   */
  hostedPage?: true;
}

/**
 * A service context that knows who called: what the services take that answer a browser's
 * publishable key or a customer session differently from the secret key. Background work has
 * no caller, so it cannot reach them.
 */
export interface CallerContext extends ServiceContext {
  auth: Auth;
}
