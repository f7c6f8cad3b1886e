import type { LinkPaymentDetails, LinkState } from '@payframe/js/protocol';
import { describe, expect, it } from 'vitest';
import { initialLinkState } from '../../link/link-state.js';
import { banksOffered, defaultDetail, NO_INTENT, usableDetails, walletView } from './wallet-view.js';

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

  it('offers bank accounts after the cards only where the payment and the wallet take banks', () => {
    const bank = card('pd_bank', {
      type: 'BANK_ACCOUNT',
      card: null,
      isDefault: true,
      bank: {
        bankName: 'STRIPE TEST BANK',
        last4: '6789',
        accountType: 'checking',
        instantDebitsEligible: true,
      },
    });
    const details = [bank, card('pd_4242')];
    expect(usableDetails(details, true).map((d) => d.id)).toEqual(['pd_4242', 'pd_bank']);
    expect(usableDetails(details, false).map((d) => d.id)).toEqual(['pd_4242']);
    expect(defaultDetail(details, true)?.id).toBe('pd_bank');
    expect(defaultDetail(details)?.id).toBe('pd_4242');
    const consumer = (bankEnabled: boolean) =>
      state({
        consumer: {
          email: 'jenny@example.com',
          redactedPhone: null,
          phoneCountry: null,
          phone: null,
          hasPasskey: false,
          bankEnabled,
          verificationSessions: [],
        },
      });
    expect(banksOffered(consumer(true), ['card', 'us_bank_account'])).toBe(true);
    // A disable_bank test wallet, or a payment that takes no bank account: cards only.
    expect(banksOffered(consumer(false), ['card', 'us_bank_account'])).toBe(false);
    expect(banksOffered(consumer(true), ['card'])).toBe(false);
    // Instant debits: a payment that lists link in US dollars takes the wallet's bank accounts.
    expect(banksOffered(consumer(true), ['card', 'link'], 'usd')).toBe(true);
    expect(banksOffered(consumer(true), ['card', 'link'], 'eur')).toBe(false);
    // A wallet holding only a bank account has something saved only where banks are offered.
    const bankOnly = state({ authState: 'logged-in', paymentDetails: [bank] });
    expect(walletView(bankOnly, NO_INTENT, true)).toBe('use-saved');
  });
});
