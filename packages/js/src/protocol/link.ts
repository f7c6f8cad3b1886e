/**
 * The Link session as the controller tells its element frames (the `link/state` message, on the
 * group's BroadcastChannel only: it never reaches the merchant page). Names and states are
 * docs/link.md#states's. The consumer session secret is not in it: the controller keeps it.
 */

/** docs/link.md#states, authentication state. */
export const LINK_AUTH_STATES = [
  'none',
  'unregistered',
  'verifying',
  'unverified',
  'declined',
  'verified',
  'logged-in',
  'blocked',
] as const;
export type LinkAuthState = (typeof LINK_AUTH_STATES)[number];

/** docs/link.md#states, request states. */
export type LinkRequestStatus = 'NONE' | 'PENDING' | 'SUCCESS' | 'ERROR';

/**
 * The consumer requests whose state the frames render (docs/link.md#request-states); the
 * same kinds as the frames' request-state machine (link/machines/request-state.ts).
 */
export const LINK_REQUEST_NAMES = [
  'createSession',
  'logOut',
  'startVerification',
  'confirmVerification',
  'listPaymentDetails',
  'createPaymentDetails',
  'updatePaymentDetails',
  'removePaymentDetails',
  'listShippingAddresses',
  'removeShippingAddress',
  'signUp',
  'confirmLinkIntent',
  'holdbackLookup',
  /** Adding a passkey to a signed-in consumer's account: PENDING from the options to the answer. */
  'registerPasskey',
] as const;
export type LinkRequestName = (typeof LINK_REQUEST_NAMES)[number];

/** The server's (or the client's) error of a failed request, shown as it says. */
export interface LinkRequestError {
  type: string;
  message: string;
  code?: string;
}

export type LinkRequestState =
  | { status: 'NONE' | 'PENDING' | 'SUCCESS'; error: null }
  | { status: 'ERROR'; error: LinkRequestError };

export type LinkVerificationType = 'SMS' | 'EMAIL' | 'WEBAUTHN' | 'SIGNUP';

/** The consumer as the frames may show it: redacted until verified, never a secret. */
export interface LinkConsumer {
  email: string;
  /** `(***) *** **23`: where a code sent by SMS went. */
  redactedPhone: string | null;
  phoneCountry: string | null;
  /** The full phone number once verified, `[redacted]` before. */
  phone: string | null;
  hasPasskey: boolean;
  /** The wallet takes bank accounts (a test wallet whose e-mail says `disable_bank` does not). */
  bankEnabled: boolean;
  verificationSessions: Array<{ type: LinkVerificationType; state: 'STARTED' | 'VERIFIED' }>;
}

/** One saved payment detail of a verified consumer (never a full number). */
export interface LinkPaymentDetails {
  id: string;
  type: string;
  isDefault: boolean;
  nickname: string | null;
  /** VERIFIED, or FAILED once declined for insufficient funds. */
  state: string | null;
  card: {
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
    networks: string[];
    preferredNetwork: string | null;
    cvcCheck: string | null;
    postalCodeCheck: string | null;
  } | null;
  /** A US bank account linked at its bank (type BANK_ACCOUNT), or null for a card. */
  bank: {
    bankName: string;
    last4: string;
    accountType: string;
    instantDebitsEligible: boolean;
  } | null;
  billingAddress: Record<string, string | null> | null;
  billingEmail: string | null;
}

export interface LinkState {
  /** Link may be offered on this page (elements/wallet-config `link_available`); null until answered. */
  available: boolean | null;
  authState: LinkAuthState;
  /** The e-mail last looked up (trimmed, lower-cased), or null. */
  email: string | null;
  emailSource: 'user_action' | 'default_value' | 'stored_login' | null;
  consumer: LinkConsumer | null;
  /**
   * The verification in progress: its type and the masked e-mail or phone the code went to. Its
   * progress is `requests.startVerification` and `requests.confirmVerification`.
   */
  verification: { type: LinkVerificationType; sentTo: string | null } | null;
  requests: Record<LinkRequestName, LinkRequestState>;
  /** The consumer's saved payment details, once verified (empty before). */
  paymentDetails: LinkPaymentDetails[];
  /**
   * A login stored on this browser found this consumer: one-click autofill is offered until the
   * shopper takes it (logged-in) or leaves it (declined).
   */
  oneClickAutofill: boolean;
}

/** What an element frame asks of the controller's Link session. */
export type LinkAction =
  | { action: 'lookup'; email: string; source?: 'user_action' | 'default_value' }
  | { action: 'startVerification'; type: 'SMS' | 'EMAIL' }
  | { action: 'confirmVerification'; code: string }
  | { action: 'passkeyStart' }
  | { action: 'passkeyFinish'; credential: string }
  | {
      action: 'passkeyFailed';
      reason: 'iframe_not_focused' | 'user_cancelled' | 'request_pending' | 'unknown';
    }
  | { action: 'passkeyRegisterStart' }
  | { action: 'passkeyRegisterFinish'; credential: string }
  | {
      action: 'passkeyRegisterFailed';
      reason: 'iframe_not_focused' | 'user_cancelled' | 'request_pending' | 'unknown';
    }
  | { action: 'autofill'; choice: 'OPT-IN' | 'OPT-OUT' }
  | { action: 'logOut' }
  | {
      action: 'signUp';
      email: string;
      phone: string;
      country: string;
      legalName?: string;
      consentAction: string;
    }
  | { action: 'listPaymentDetails' }
  | { action: 'removePaymentDetails'; id: string }
  | {
      action: 'updatePaymentDetails';
      id: string;
      update: {
        expMonth?: number;
        expYear?: number;
        nickname?: string | null;
        isDefault?: boolean;
        preferredNetwork?: string | null;
        billingAddress?: Record<string, string | null>;
      };
    };
