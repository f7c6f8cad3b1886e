import { describe, expect, it } from 'vitest';
import { validateExpressCheckoutOptions } from './express-checkout.js';
import { PAYMENT_REQUEST_BUTTON_TYPES, validatePaymentRequestButtonStyle } from './payment-request-button.js';

describe('validateExpressCheckoutOptions', () => {
  it('defaults to height 44, wallets auto and layout auto', () => {
    expect(validateExpressCheckoutOptions()).toEqual({
      ok: true,
      value: {
        buttonType: {},
        buttonTheme: {},
        buttonHeight: 44,
        wallets: { applePay: 'auto', googlePay: 'auto', link: 'auto' },
        layout: 'auto',
        paymentMethods: {},
        paymentMethodOrder: [],
        sheet: {},
      },
    });
  });

  it('accepts per-wallet types and themes, height and layout', () => {
    const result = validateExpressCheckoutOptions({
      buttonType: { applePay: 'check-out', googlePay: 'pay', paypal: 'buynow' },
      buttonTheme: { applePay: 'white-outline', googlePay: 'white', paypal: 'gold' },
      buttonHeight: 55,
      layout: { maxColumns: 2, maxRows: 1, overflow: 'never' },
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.buttonType.applePay).toBe('check-out');
    expect(result.value.layout).toEqual({ maxColumns: 2, maxRows: 1, overflow: 'never' });
  });

  it.each([
    [{ buttonType: { applePay: 'pay-now' } }, 'buttonType.applePay should be one of the following strings'],
    [{ buttonType: { venmo: 'pay' } }, 'buttonType.venmo should be a wallet of the Express Checkout Element'],
    [
      { buttonTheme: { googlePay: 'gold' } },
      'buttonTheme.googlePay should be one of the following strings: black, white.',
    ],
    [{ buttonHeight: 39 }, 'buttonHeight should be an integer from 40 to 55. You specified: 39.'],
    [
      { wallets: { googlePay: 'maybe' } },
      'wallets.googlePay should be one of the following strings: auto, always, never.',
    ],
    [
      { layout: { overflow: 'scroll' } },
      'layout.overflow should be one of the following strings: auto, never.',
    ],
  ])('refuses %o', (input, fragment) => {
    const result = validateExpressCheckoutOptions(input);
    expect(result.ok ? undefined : result.error.message).toContain(fragment);
  });
});

describe('validatePaymentRequestButtonStyle', () => {
  it.each(PAYMENT_REQUEST_BUTTON_TYPES)('accepts type %s', (type) => {
    expect(validatePaymentRequestButtonStyle({ type })).toEqual({ ok: true, value: { type, theme: 'dark' } });
  });

  it.each(['dark', 'light', 'light-outline'])('accepts theme %s', (theme) => {
    expect(validatePaymentRequestButtonStyle({ theme, height: '48px' })).toEqual({
      ok: true,
      value: { type: 'default', theme, height: '48px' },
    });
  });

  it.each([[{ type: 'pay' }], [{ theme: 'black' }], [{ height: 48 }]])('refuses %o', (style) => {
    expect(validatePaymentRequestButtonStyle(style).ok).toBe(false);
  });
});

describe('the Express Checkout Element sheet and method options', () => {
  it('reads paymentMethods, paymentMethodOrder and the sheet options', () => {
    const result = validateExpressCheckoutOptions({
      paymentMethods: { applePay: 'always', paypal: 'never' },
      paymentMethodOrder: ['paypal', 'googlePay'],
      emailRequired: true,
      allowedShippingCountries: ['US', 'FR'],
      lineItems: [{ name: 'Tee', amount: 2500 }],
      shippingRates: [{ id: 'std', displayName: 'Standard', amount: 0 }],
      business: { name: 'Shop' },
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.paymentMethods).toEqual({ applePay: 'always', paypal: 'never' });
    expect(result.value.paymentMethodOrder).toEqual(['paypal', 'googlePay']);
    expect(result.value.sheet).toEqual({
      emailRequired: true,
      allowedShippingCountries: ['US', 'FR'],
      lineItems: [{ name: 'Tee', amount: 2500 }],
      shippingRates: [{ id: 'std', displayName: 'Standard', amount: 0 }],
      business: { name: 'Shop' },
    });
  });

  it.each([
    [{ paymentMethods: { paypal: 'always' } }, 'paymentMethods.paypal'],
    [{ paymentMethods: { venmo: 'auto' } }, 'paymentMethods.venmo'],
    [{ paymentMethodOrder: 'paypal' }, 'paymentMethodOrder'],
    [{ lineItems: [{ name: 'Tee', amount: 1.5 }] }, 'lineItems'],
    [{ shippingRates: [{ id: 'x', amount: 100 }] }, 'shippingRates'],
    [{ allowedShippingCountries: ['usa'] }, 'allowedShippingCountries'],
    [{ emailRequired: 'yes' }, 'emailRequired'],
  ])('refuses %j', (input, param) => {
    const result = validateExpressCheckoutOptions(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.param).toBe(param);
  });
});
