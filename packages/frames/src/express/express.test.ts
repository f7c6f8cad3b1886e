import { validateExpressCheckoutOptions } from '@payframe/core/express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availablePaymentMethods, buttonStates, orderedVisible } from './availability.js';
import { buttonLabel, buttonLook } from './button-looks.js';
import { layoutButtons } from './layout.js';
import { CLICK_RESOLVE_MS, PageEvents } from './page-events.js';
import { applyResolve, readResolve, sheetTotal } from './sheet-state.js';
import { redactedAddress, shippableContacts, TEST_CONTACTS, walletToken } from './test-wallet.js';

const options = (raw: Record<string, unknown> = {}) => {
  const checked = validateExpressCheckoutOptions(raw);
  if (!checked.ok) throw new Error(checked.error.message);
  return checked.value;
};
const session = {
  paymentMethodTypes: ['card', 'link', 'paypal', 'klarna'],
  mode: 'payment' as const,
  manualCreation: false,
};
const noWallets = { applePay: false, googlePay: false };

describe('the buttons: states and hidden reasons', () => {
  it('loads until the session is known', () => {
    expect(buttonStates(options(), null, noWallets).googlePay).toEqual({ state: 'loading' });
  });

  it('hides the card wallets in a browser without one, unless the merchant says always', () => {
    const auto = buttonStates(options(), session, noWallets);
    expect(auto.googlePay).toEqual({ state: 'hidden', reason: 'unsupported_browser' });
    expect(auto.applePay).toEqual({ state: 'hidden', reason: 'unsupported_browser' });
    const always = buttonStates(options({ paymentMethods: { googlePay: 'always' } }), session, noWallets);
    expect(always.googlePay).toEqual({ state: 'visible' });
    expect(buttonStates(options(), session, { applePay: true, googlePay: false }).applePay.state).toBe(
      'visible',
    );
  });

  it("hides the card wallets on a page whose domain the account has not registered, even with 'always'", () => {
    const always = options({ paymentMethods: { applePay: 'always', googlePay: 'always' } });
    const unregistered = { ...session, walletDomain: { applePay: false, googlePay: false } };
    const states = buttonStates(always, unregistered, { applePay: true, googlePay: true });
    expect(states.applePay).toEqual({ state: 'hidden', reason: 'domain_unregistered_or_backend_filtered' });
    expect(states.googlePay).toEqual({ state: 'hidden', reason: 'domain_unregistered_or_backend_filtered' });
    // The other buttons do not depend on the domain.
    expect(states.paypal).toEqual({ state: 'visible' });
    expect(availablePaymentMethods(states)).toMatchObject({
      applePay: false,
      googlePay: false,
      paypal: true,
    });
    // A domain registered for Google Pay only, and a browser that lacks the wallet.
    const googleOnly = { ...session, walletDomain: { applePay: false, googlePay: true } };
    const auto = buttonStates(options(), googleOnly, noWallets);
    expect(auto.googlePay).toEqual({ state: 'hidden', reason: 'unsupported_browser' });
    expect(buttonStates(always, googleOnly, noWallets).googlePay).toEqual({ state: 'visible' });
  });

  it('gives each hidden button its reason', () => {
    const states = buttonStates(
      options({ paymentMethods: { paypal: 'never', applePay: 'always', googlePay: 'always' } }),
      { paymentMethodTypes: ['paypal', 'klarna'], mode: 'setup', manualCreation: false },
      noWallets,
    );
    expect(states.paypal).toEqual({ state: 'hidden', reason: 'merchant_payment_method_param_config' });
    expect(states.googlePay).toEqual({ state: 'hidden', reason: 'payment_method_disabled' });
    expect(states.amazonPay).toEqual({ state: 'hidden', reason: 'payment_method_disabled' });
    expect(states.klarna).toEqual({ state: 'hidden', reason: 'setup_future_usage_unsupported' });
    const manual = buttonStates(options(), { ...session, manualCreation: true }, noWallets);
    expect(manual.paypal).toEqual({ state: 'hidden', reason: 'manual_payment_method_creation_unsupported' });
  });

  it('orders the visible buttons by paymentMethodOrder, then the default order, and reports them', () => {
    const states = buttonStates(options({ paymentMethods: { googlePay: 'always' } }), session, noWallets);
    expect(orderedVisible(states, ['paypal', 'nonsense', 'klarna'])).toEqual([
      'paypal',
      'klarna',
      'googlePay',
      'link',
    ]);
    expect(availablePaymentMethods(states)).toEqual({
      applePay: false,
      googlePay: true,
      link: true,
      paypal: true,
      klarna: true,
      amazonPay: false,
    });
  });
});

describe('the layout', () => {
  const six = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('fits as many 240px columns as the width allows', () => {
    expect(layoutButtons(six, 500, 'auto').columns).toBe(2);
    expect(layoutButtons(six, 200, 'auto').rows).toHaveLength(6);
    expect(layoutButtons(['a'], 1000, 'auto').columns).toBe(1);
  });

  it('keeps within maxColumns, and puts the overflow behind More with maxRows', () => {
    const grid = layoutButtons(six, 1000, { maxColumns: 2, maxRows: 1, overflow: 'auto' });
    expect(grid.columns).toBe(2);
    expect(grid.rows).toEqual([['a']]);
    expect(grid.overflow).toEqual(['b', 'c', 'd', 'e', 'f']);
    const never = layoutButtons(six, 1000, { maxColumns: 3, maxRows: 1, overflow: 'never' });
    expect(never.rows).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ]);
    expect(never.overflow).toEqual([]);
  });
});

describe('the button looks', () => {
  it("draws each wallet's theme and type label", () => {
    expect(buttonLook('googlePay', options()).background).toBe('#000');
    expect(buttonLook('googlePay', options({ buttonTheme: { googlePay: 'white' } })).border).toBe('#dadce0');
    expect(buttonLook('paypal', options()).background).toBe('#ffc439');
    expect(buttonLabel('googlePay', options())).toBe('express.label.buy');
    expect(buttonLabel('applePay', options())).toBeNull();
    expect(buttonLabel('applePay', options({ buttonType: { applePay: 'check-out' } }))).toBe(
      'express.label.checkout',
    );
    expect(buttonLabel('paypal', options({ buttonType: { paypal: 'buynow' } }))).toBe('express.label.buynow');
  });
});

describe('the events the merchant answers', () => {
  afterEach(() => vi.useRealTimers());

  it('settles with the reply to its own id, and only once', async () => {
    const sent: { event: string; reply: string }[] = [];
    const events = new PageEvents({ send: (_type, payload) => sent.push(payload) }, 'expressCheckout');
    const answer = events.ask('shippingratechange', { shippingRate: { id: 'x' } });
    expect(sent[0]).toMatchObject({ event: 'shippingratechange', data: { elementType: 'expressCheckout' } });
    const reply = (ok: boolean, value?: unknown) =>
      events.receive({
        protocol: 'payframe/1',
        type: 'element/reply',
        controllerId: 'c',
        payload: { reply: sent[0]!.reply, ok, value },
      });
    reply(false);
    reply(true, {});
    expect(await answer).toEqual({ ok: false, value: undefined });
  });

  it('times out a click not resolved within a second', async () => {
    vi.useFakeTimers();
    const events = new PageEvents({ send: () => undefined }, 'expressCheckout');
    const answer = events.ask('click', {}, CLICK_RESOLVE_MS);
    vi.advanceTimersByTime(CLICK_RESOLVE_MS);
    expect(await answer).toEqual({ timeout: true });
  });
});

describe('the sheet', () => {
  const rates = [
    { id: 'std', displayName: 'Standard', amount: 0 },
    { id: 'fast', displayName: 'Express', amount: 1500 },
  ];

  it('totals the line items and the chosen rate, or the session amount without items', () => {
    expect(
      sheetTotal({ lineItems: [{ name: 'Tee', amount: 2500 }], shippingRates: rates, rateId: 'fast' }, 9999),
    ).toBe(4000);
    expect(sheetTotal({ lineItems: [], shippingRates: rates, rateId: 'fast' }, 2500)).toBe(4000);
  });

  it("applies a handler's resolve, and ignores a malformed one", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const totals = { lineItems: [], shippingRates: rates, rateId: 'fast' };
    expect(
      applyResolve(totals, readResolve('shippingaddresschange', { shippingRates: [rates[0]] })).rateId,
    ).toBe('std');
    expect(readResolve('click', { lineItems: 'lots' })).toEqual({});
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('offers the test contacts the merchant ships to, without street lines before paying', () => {
    expect(shippableContacts(['FR']).map((c) => c.address.country)).toEqual(['FR']);
    expect(shippableContacts(null)).toHaveLength(TEST_CONTACTS.length);
    expect(redactedAddress(TEST_CONTACTS[0]!)).toEqual({
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94103',
      country: 'US',
    });
    expect(walletToken('tok_visa', 'googlePay')).toBe('tok_visa_google_pay');
    expect(walletToken('tok_visa', 'applePay')).toBe('tok_visa_apple_pay');
  });
});

describe('the layout in one column', () => {
  it('shows the first button before More when one row of one column is all there is', () => {
    const grid = layoutButtons(['a', 'b', 'c'], 300, { maxRows: 1, overflow: 'auto' });
    expect(grid.rows).toEqual([['a']]);
    expect(grid.overflow).toEqual(['b', 'c']);
  });
});
