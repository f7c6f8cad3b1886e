import { validatePhone } from '@payframe/core/phone';
import type { CollectResult, LinkState } from '@payframe/js/protocol';
import { describe, expect, it } from 'vitest';
import { initialLinkState } from '../../link/link-state.js';
import { walletCollect, withLinkChoice } from './link-collect.js';
import { initialOptIn } from './opt-in.js';
import { NEW_BANK } from './wallet-view.js';

const CARD: CollectResult = {
  component: 'payment',
  type: 'card',
  complete: true,
  paymentMethodData: { type: 'card', card: { number: '4242424242424242' } },
};
const RULES = { validatePhone, nameRequired: false };
const link = (patch: Partial<LinkState> = {}): LinkState => ({
  ...initialLinkState(),
  available: true,
  ...patch,
});
const optIn = { ...initialOptIn('US'), checked: true, email: 'new@shop.example', phone: '2015550123' };

describe('the Payment Element’s collect answer with Link', () => {
  it('the wallet pays with the selected saved detail, no card data', () => {
    expect(walletCollect({ link: link(), optIn, rules: RULES, selected: 'csmrpd_1' })).toEqual({
      component: 'payment',
      type: 'card',
      complete: true,
      link: { kind: 'saved', paymentDetailsId: 'csmrpd_1' },
    });
    expect(walletCollect({ link: link(), optIn, rules: RULES, selected: null })).toMatchObject({
      complete: false,
      error: { code: 'incomplete_payment_details' },
    });
  });

  it('a saved bank account, or "Pay by bank", pays as a US bank account under the ACH mandate shown', () => {
    const bank = {
      id: 'csmrpd_bank',
      type: 'BANK_ACCOUNT',
      isDefault: false,
      nickname: null,
      state: 'VERIFIED',
      card: null,
      bank: {
        bankName: 'STRIPE TEST BANK',
        last4: '6789',
        accountType: 'checking',
        instantDebitsEligible: true,
      },
      billingAddress: null,
      billingEmail: null,
    };
    const wallet = link({ authState: 'logged-in', paymentDetails: [bank] });
    expect(walletCollect({ link: wallet, optIn, rules: RULES, selected: 'csmrpd_bank' })).toEqual({
      component: 'payment',
      type: 'us_bank_account',
      complete: true,
      mandateShown: true,
      link: { kind: 'saved', paymentDetailsId: 'csmrpd_bank' },
    });
    expect(walletCollect({ link: wallet, optIn, rules: RULES, selected: NEW_BANK })).toEqual({
      component: 'payment',
      type: 'us_bank_account',
      complete: true,
      mandateShown: true,
      link: { kind: 'newBank' },
    });
  });

  it('a ticked, valid opt-in adds the sign-up to the complete card', () => {
    const state = { link: link({ authState: 'unregistered' }), optIn, rules: RULES, selected: null };
    expect(withLinkChoice(state, CARD)).toEqual({
      ...CARD,
      link: { kind: 'signUp', email: 'new@shop.example', phone: '+12015550123', country: 'US' },
    });
  });

  it('an unticked box leaves the card as it is', () => {
    const state = { link: link(), optIn: { ...optIn, checked: false }, rules: RULES, selected: null };
    expect(withLinkChoice(state, CARD)).toEqual(CARD);
  });

  it('an invalid opt-in makes the form incomplete with its first error', () => {
    const state = { link: link(), optIn: { ...optIn, phone: '' }, rules: RULES, selected: null };
    expect(withLinkChoice(state, CARD)).toEqual({
      component: 'payment',
      type: 'card',
      complete: false,
      error: {
        type: 'validation_error',
        code: 'incomplete_phone_number',
        message: 'Your phone number is incomplete.',
      },
    });
  });

  it('the card’s own error comes first', () => {
    const incomplete: CollectResult = { component: 'payment', type: 'card', complete: false };
    const state = { link: link(), optIn: { ...optIn, email: '' }, rules: RULES, selected: null };
    expect(withLinkChoice(state, incomplete)).toBe(incomplete);
  });

  it('an e-mail of an existing account pays with the plain card (no second sign-up)', () => {
    const known = link({
      authState: 'unverified',
      email: 'new@shop.example',
      consumer: {
        email: 'new@shop.example',
        redactedPhone: null,
        phoneCountry: null,
        phone: null,
        hasPasskey: false,
        bankEnabled: false,
        verificationSessions: [],
      },
    });
    expect(withLinkChoice({ link: known, optIn, rules: RULES, selected: null }, CARD)).toEqual(CARD);
    // Their account exists: the phone is not asked, so an empty one blocks nothing.
    const noPhone = { ...optIn, phone: '' };
    expect(withLinkChoice({ link: known, optIn: noPhone, rules: RULES, selected: null }, CARD)).toEqual(CARD);
  });

  it('a logged-in shopper’s new card is saved to their Link', () => {
    const state = { link: link({ authState: 'logged-in' }), optIn, rules: RULES, selected: null };
    expect(withLinkChoice(state, CARD)).toEqual({ ...CARD, link: { kind: 'addNew' } });
  });

  it('other methods are left alone', () => {
    const sepa: CollectResult = { component: 'payment', type: 'sepa_debit', complete: true };
    expect(withLinkChoice({ link: link(), optIn, rules: RULES, selected: null }, sepa)).toBe(sepa);
  });
});
