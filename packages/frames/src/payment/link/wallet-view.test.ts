import type { LinkPaymentDetails, LinkState } from '@payframe/js/protocol';
import { describe, expect, it } from 'vitest';
import { initialLinkState } from '../../link/link-state.js';
import { defaultDetail, NO_INTENT, walletView } from './wallet-view.js';

const card = (id: string, patch: Partial<LinkPaymentDetails> = {}): LinkPaymentDetails => ({
  id,
  type: 'CARD',
  isDefault: false,
  nickname: null,
  state: 'VERIFIED',
  card: {
    brand: 'visa',
    last4: id.slice(-4),
    expMonth: 12,
    expYear: 2034,
    networks: [],
    preferredNetwork: null,
    cvcCheck: null,
    postalCodeCheck: null,
  },
  bank: null,
  billingAddress: null,
  billingEmail: null,
  ...patch,
});

const state = (patch: Partial<LinkState>): LinkState => ({
  ...initialLinkState(),
  available: true,
  ...patch,
});

describe('the Payment Element’s wallet view (docs/link.md#views, through the machine)', () => {
  const saved = [card('pd_4242'), card('pd_1881', { isDefault: true })];
  const loggedIn = state({ authState: 'logged-in', paymentDetails: saved });

  it.each([
    [
      { confirmingLogout: true, removing: 'pd_4242', updating: 'pd_4242', addingNew: true },
      'logout-confirmation',
    ],
    [{ removing: 'pd_4242', updating: 'pd_4242', addingNew: true }, 'remove-saved-confirmation'],
    [{ updating: 'pd_4242', addingNew: true }, 'update-saved'],
    [{ addingNew: true }, 'add-new'],
    [{}, 'use-saved'],
  ] as const)('logged in, %o shows %s (the spec’s priority)', (intent, view) => {
    expect(walletView(loggedIn, { ...NO_INTENT, ...intent })).toBe(view);
  });

  it('logged in with nothing saved adds new details', () => {
    expect(walletView(state({ authState: 'logged-in' }), NO_INTENT)).toBe('add-new');
  });

  it('unavailable Link is the unavailable view; a shopper without a session the authentication one', () => {
    expect(walletView(state({ available: false, authState: 'logged-in' }), NO_INTENT)).toBe('unavailable');
    expect(walletView(state({ authState: 'unregistered' }), NO_INTENT)).toBe('authentication');
  });

  it('a verified login stored on this browser is offered as one click', () => {
    expect(walletView(state({ authState: 'verified', oneClickAutofill: true }), NO_INTENT)).toBe(
      'cookie-authentication',
    );
    expect(walletView(state({ authState: 'verified' }), NO_INTENT)).toBe('authentication');
  });

  it('verifying shows the code entry once a verification request has started', () => {
    const verifying = state({ authState: 'verifying' });
    expect(walletView(verifying, NO_INTENT)).toBe('authentication');
    const started = { ...verifying.requests, startVerification: { status: 'PENDING' as const, error: null } };
    expect(walletView({ ...verifying, requests: started }, NO_INTENT)).toBe('verification');
  });

  it('selects the default card first, else the first one that has not failed', () => {
    expect(defaultDetail(saved)?.id).toBe('pd_1881');
    const failedDefault = [card('pd_4242'), card('pd_1881', { isDefault: true, state: 'FAILED' })];
    expect(defaultDetail(failedDefault)?.id).toBe('pd_4242');
    expect(defaultDetail([card('pd_1', { state: 'FAILED' })])).toBeNull();
    expect(defaultDetail([])).toBeNull();
  });
});
