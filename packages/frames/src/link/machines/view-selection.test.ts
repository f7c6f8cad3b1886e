import { describe, expect, it } from 'vitest';
import { AUTH_STATES, type AuthState } from './auth-state.js';
import { INITIAL_REQUEST_STATES, type RequestStates } from './request-state.js';
import { selectWalletView, type WalletView, type WalletViewInput } from './view-selection.js';

const started: RequestStates = {
  ...INITIAL_REQUEST_STATES,
  startVerification: { status: 'PENDING', error: null },
};
const confirmFailed: RequestStates = {
  ...INITIAL_REQUEST_STATES,
  startVerification: { status: 'SUCCESS', error: null },
  confirmVerification: { status: 'ERROR', error: { type: 'invalid_request_error', message: 'Wrong code' } },
};

const input = (authState: AuthState, rest: Partial<WalletViewInput> = {}): WalletViewInput => ({
  authState,
  signUpDisabled: false,
  requests: INITIAL_REQUEST_STATES,
  oneClickAutofill: false,
  confirmingLogout: false,
  confirmingRemove: false,
  updatingSaved: false,
  addingNew: false,
  hasSaved: true,
  ...rest,
});

const everything = {
  confirmingLogout: true,
  confirmingRemove: true,
  updatingSaved: true,
  addingNew: true,
  oneClickAutofill: true,
  signUpDisabled: true,
  requests: started,
};

const TABLE: [string, WalletViewInput, WalletView][] = [
  ['blocked', input('blocked'), 'unavailable'],
  ['blocked, whatever else holds', input('blocked', everything), 'unavailable'],
  ['none', input('none'), 'authentication'],
  ['none, sign-up on page load disabled', input('none', { signUpDisabled: true }), 'unavailable'],
  ['unregistered', input('unregistered'), 'authentication'],
  ['unregistered, sign-up disabled', input('unregistered', { signUpDisabled: true }), 'unavailable'],
  ['none with autofill offered', input('none', { oneClickAutofill: true }), 'authentication'],
  ['verifying without a verification request', input('verifying'), 'authentication'],
  ['verifying with a started verification', input('verifying', { requests: started }), 'verification'],
  ['verifying with a failed confirmation', input('verifying', { requests: confirmFailed }), 'verification'],
  [
    'verifying in one-click autofill with a request',
    input('verifying', { requests: started, oneClickAutofill: true }),
    'verification',
  ],
  ['logged-in confirming logout, first of all', input('logged-in', everything), 'logout-confirmation'],
  [
    'logged-in confirming a removal, before update',
    input('logged-in', { ...everything, confirmingLogout: false }),
    'remove-saved-confirmation',
  ],
  [
    'logged-in updating, before add-new',
    input('logged-in', { ...everything, confirmingLogout: false, confirmingRemove: false }),
    'update-saved',
  ],
  ['logged-in adding new', input('logged-in', { addingNew: true }), 'add-new'],
  ['logged-in with nothing saved', input('logged-in', { hasSaved: false }), 'add-new'],
  ['logged-in with saved details', input('logged-in'), 'use-saved'],
  ['logged-in ignores sign-up being disabled', input('logged-in', { signUpDisabled: true }), 'use-saved'],
  [
    'unverified in one-click autofill',
    input('unverified', { oneClickAutofill: true }),
    'cookie-authentication',
  ],
  ['verified in one-click autofill', input('verified', { oneClickAutofill: true }), 'cookie-authentication'],
  ['unverified without autofill', input('unverified'), 'authentication'],
  ['verified without autofill', input('verified'), 'authentication'],
  ['declined (opted out of autofill)', input('declined', { oneClickAutofill: true }), 'authentication'],
];

describe('Link wallet view selection', () => {
  it.each(TABLE)('%s -> %s', (_case, given, expected) => {
    expect(selectWalletView(given)).toBe(expected);
  });

  it('the table has a row for every authentication state', () => {
    const covered = new Set(TABLE.map(([, given]) => given.authState));
    expect(AUTH_STATES.filter((state) => !covered.has(state))).toEqual([]);
  });
});
