import { describe, expect, it } from 'vitest';
import {
  AUTH_EVENT_TYPES,
  AUTH_STATES,
  type AuthEvent,
  type AuthState,
  authStateReducer,
  nextAuthState,
} from './auth-state.js';

const INVALID = 'LJS006';
type Row = [AuthState, AuthEvent, AuthState | typeof INVALID];

/** One row per listed state: the same event from each gives `expected`. */
const from = (states: readonly AuthState[], event: AuthEvent, expected: AuthState | typeof INVALID): Row[] =>
  states.map((state) => [state, event, expected]);

const lookupStates = ['none', 'unregistered', 'verifying', 'unverified', 'declined', 'verified'] as const;

const TABLE: Row[] = [
  // Session creation: no publishable key means no account; 403 means not logged in.
  ...from(lookupStates, { type: 'sessionCreated', hasPublishableKey: false }, 'unregistered'),
  ...from(lookupStates, { type: 'sessionCreated', hasPublishableKey: true }, 'unverified'),
  ...from(['logged-in', 'blocked'], { type: 'sessionCreated', hasPublishableKey: true }, INVALID),
  ...from(lookupStates, { type: 'sessionCreateFailed', status: 403 }, 'none'),
  ...from(lookupStates, { type: 'sessionCreateFailed', status: 500 }, 'unregistered'),
  ...from(lookupStates, { type: 'sessionCreateFailed', status: 400 }, 'unregistered'),
  ...from(['logged-in', 'blocked'], { type: 'sessionCreateFailed', status: 403 }, INVALID),
  // Starting or confirming verification gives verifying; both need an account's session.
  ...from(['unverified', 'verifying'], { type: 'verificationStarted' }, 'verifying'),
  ...from(
    ['none', 'unregistered', 'declined', 'verified', 'logged-in', 'blocked'],
    { type: 'verificationStarted' },
    INVALID,
  ),
  ['verifying', { type: 'verificationConfirmed' }, 'verifying'],
  ...from(
    ['none', 'unregistered', 'unverified', 'declined', 'verified', 'logged-in', 'blocked'],
    { type: 'verificationConfirmed' },
    INVALID,
  ),
  // Sign-up success gives unverified, only for an e-mail without an account.
  ['unregistered', { type: 'signedUp' }, 'unverified'],
  ...from(
    ['none', 'verifying', 'unverified', 'declined', 'verified', 'logged-in', 'blocked'],
    { type: 'signedUp' },
    INVALID,
  ),
  // Loading: noclick logs in; oneclick with a verified session is verified; else unverified.
  ...from(
    ['verifying', 'unverified', 'verified', 'logged-in'],
    { type: 'loaded', behaviour: 'noclick', sessionVerified: false },
    'logged-in',
  ),
  ['unverified', { type: 'loaded', behaviour: 'noclick', sessionVerified: true }, 'logged-in'],
  ...from(
    ['verifying', 'unverified', 'verified', 'logged-in'],
    { type: 'loaded', behaviour: 'oneclick', sessionVerified: true },
    'verified',
  ),
  ...from(
    ['verifying', 'unverified', 'verified', 'logged-in'],
    { type: 'loaded', behaviour: 'oneclick', sessionVerified: false },
    'unverified',
  ),
  ...from(
    ['none', 'unregistered', 'declined', 'blocked'],
    { type: 'loaded', behaviour: 'noclick', sessionVerified: true },
    INVALID,
  ),
  // Autofill: opting out gives declined; opting in gives unverified unless verified in oneclick.
  ...from(['verifying', 'unverified', 'verified', 'logged-in'], { type: 'autofillOptOut' }, 'declined'),
  ...from(['none', 'unregistered', 'declined', 'blocked'], { type: 'autofillOptOut' }, INVALID),
  ...from(
    ['unverified', 'declined', 'verified'],
    { type: 'autofillOptIn', behaviour: 'oneclick', sessionVerified: true },
    'verified',
  ),
  ...from(
    ['unverified', 'declined', 'verified'],
    { type: 'autofillOptIn', behaviour: 'oneclick', sessionVerified: false },
    'unverified',
  ),
  ...from(
    ['unverified', 'declined', 'verified'],
    { type: 'autofillOptIn', behaviour: 'noclick', sessionVerified: true },
    'unverified',
  ),
  ...from(
    ['none', 'unregistered', 'verifying', 'logged-in', 'blocked'],
    { type: 'autofillOptIn', behaviour: 'oneclick', sessionVerified: true },
    INVALID,
  ),
  // Logging in follows a verification success or a verified one-click session.
  ...from(['verifying', 'verified'], { type: 'loggedIn' }, 'logged-in'),
  ...from(
    ['none', 'unregistered', 'unverified', 'declined', 'logged-in', 'blocked'],
    { type: 'loggedIn' },
    INVALID,
  ),
  // Blocking is possible from anywhere; only a reset leaves it.
  ...from(AUTH_STATES, { type: 'blocked' }, 'blocked'),
  // Reset session gives none.
  ...from(AUTH_STATES, { type: 'resetSession' }, 'none'),
];

describe('Link authentication state', () => {
  it.each(TABLE)('%s + %o -> %s', (state, event, expected) => {
    const result = nextAuthState(state, event);
    if (expected === INVALID) {
      expect(result).toEqual({
        ok: false,
        error: { type: 'link_error', code: 'LJS006', message: 'Invalid authentication state transition' },
      });
    } else {
      expect(result).toEqual({ ok: true, state: expected });
    }
  });

  it('the table has a row for every state and every event', () => {
    const covered = new Set(TABLE.map(([state, event]) => `${state} ${event.type}`));
    const missing = AUTH_STATES.flatMap((state) =>
      AUTH_EVENT_TYPES.filter((type) => !covered.has(`${state} ${type}`)).map((type) => `${state} ${type}`),
    );
    expect(missing).toEqual([]);
  });

  it('the reducer keeps the state when the transition is refused', () => {
    expect(authStateReducer('none', { type: 'verificationConfirmed' })).toBe('none');
    expect(authStateReducer('verifying', { type: 'loggedIn' })).toBe('logged-in');
  });
});
