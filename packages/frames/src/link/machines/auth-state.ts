import { LINK_AUTH_STATES, type LinkAuthState } from '@payframe/js/protocol';
import { CLIENT_ERROR_CODES } from './client-errors.js';
import { moveTo, reducerOf, refuse, type Transition } from './transition.js';

/** The wallet consumer's authentication states (docs/link.md#states): the protocol's list, which the frames render from. */
export const AUTH_STATES = LINK_AUTH_STATES;

export type AuthState = LinkAuthState;

/** How a returning shopper's stored session is used: one click, or no click at all. */
export type AutofillBehaviour = 'noclick' | 'oneclick';

export type AuthEvent =
  /** The lookup answered; a publishable key means the e-mail has an account. */
  | { type: 'sessionCreated'; hasPublishableKey: boolean }
  | { type: 'sessionCreateFailed'; status: number }
  | { type: 'verificationStarted' }
  | { type: 'verificationConfirmed' }
  | { type: 'signedUp' }
  | { type: 'loaded'; behaviour: AutofillBehaviour; sessionVerified: boolean }
  | { type: 'autofillOptOut' }
  | { type: 'autofillOptIn'; behaviour: AutofillBehaviour; sessionVerified: boolean }
  /** Verification succeeded (or a verified one-click session was used): the consumer is in. */
  | { type: 'loggedIn' }
  /** The wallet refused this consumer. */
  | { type: 'blocked' }
  | { type: 'resetSession' };

export type AuthEventType = AuthEvent['type'];

export const AUTH_EVENT_TYPES = [
  'sessionCreated',
  'sessionCreateFailed',
  'verificationStarted',
  'verificationConfirmed',
  'signedUp',
  'loaded',
  'autofillOptOut',
  'autofillOptIn',
  'loggedIn',
  'blocked',
  'resetSession',
] as const satisfies readonly AuthEventType[];

/**
 * The states each event may leave. Where the spec gives an outcome but no origin, the origin is
 * what the flow makes possible: verification needs an existing account's session ("Cannot start
 * verification without an existing consumer session"), confirming needs a started verification,
 * sign-up needs an e-mail without an account, a new lookup needs a logout first once logged in,
 * and a blocked consumer only leaves by a reset.
 */
const FROM: Record<AuthEventType, readonly AuthState[]> = {
  sessionCreated: ['none', 'unregistered', 'verifying', 'unverified', 'declined', 'verified'],
  sessionCreateFailed: ['none', 'unregistered', 'verifying', 'unverified', 'declined', 'verified'],
  verificationStarted: ['verifying', 'unverified'],
  verificationConfirmed: ['verifying'],
  signedUp: ['unregistered'],
  loaded: ['verifying', 'unverified', 'verified', 'logged-in'],
  autofillOptOut: ['verifying', 'unverified', 'verified', 'logged-in'],
  autofillOptIn: ['unverified', 'declined', 'verified'],
  loggedIn: ['verifying', 'verified'],
  blocked: AUTH_STATES,
  resetSession: AUTH_STATES,
};

/** The state an allowed event leads to, by the rules of docs/link.md#states. */
function target(event: AuthEvent): AuthState {
  switch (event.type) {
    case 'sessionCreated':
      return event.hasPublishableKey ? 'unverified' : 'unregistered';
    case 'sessionCreateFailed':
      return event.status === 403 ? 'none' : 'unregistered';
    case 'verificationStarted':
    case 'verificationConfirmed':
      return 'verifying';
    case 'signedUp':
      return 'unverified';
    case 'loaded':
      if (event.behaviour === 'noclick') return 'logged-in';
      return event.sessionVerified ? 'verified' : 'unverified';
    case 'autofillOptOut':
      return 'declined';
    case 'autofillOptIn':
      return event.behaviour === 'oneclick' && event.sessionVerified ? 'verified' : 'unverified';
    case 'loggedIn':
      return 'logged-in';
    case 'blocked':
      return 'blocked';
    case 'resetSession':
      return 'none';
  }
}

/** The next authentication state, or LJS006 for a transition the flow does not allow. */
export function nextAuthState(state: AuthState, event: AuthEvent): Transition<AuthState> {
  if (!FROM[event.type].includes(state)) return refuse(CLIENT_ERROR_CODES.invalidAuthStateTransition);
  return moveTo(target(event));
}

/** `nextAuthState` for `useReducer`: a refused event keeps the state. */
export const authStateReducer = reducerOf(nextAuthState);

export const INITIAL_AUTH_STATE: AuthState = 'none';
