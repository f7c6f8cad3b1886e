import { describe, expect, it } from 'vitest';
import { validateElementsOptions } from './elements-options.js';

function messageOf(input: unknown, context = {}): string | undefined {
  const result = validateElementsOptions(input, context);
  return result.ok ? undefined : result.error.message;
}

describe('validateElementsOptions', () => {
  it('accepts a client secret and tells the intent type', () => {
    const result = validateElementsOptions({ clientSecret: 'pi_123_secret_abc', locale: 'fr-CA' });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toMatchObject({
      clientSecret: 'pi_123_secret_abc',
      intentType: 'payment_intent',
      locale: 'fr-CA',
      paymentMethodCreation: 'automatic',
      loader: 'auto',
      cardBrandFilter: { kind: 'all' },
    });
    const setup = validateElementsOptions({ clientSecret: 'seti_9_secret_z' });
    expect(setup.ok && setup.value.intentType).toBe('setup_intent');
  });

  it('accepts a deferred intent and lower-cases its currency', () => {
    const result = validateElementsOptions({
      mode: 'payment',
      amount: 1099,
      currency: 'EUR',
      setupFutureUsage: 'off_session',
      captureMethod: 'manual',
      paymentMethodTypes: ['card', 'link', 'sepa_debit'],
      paymentMethodCreation: 'manual',
      paymentMethodOptions: { us_bank_account: { verification_method: 'instant' } },
      appearance: { theme: 'flat' },
      fonts: [{ cssSrc: 'https://fonts.example.com/inter.css' }],
      disallowedCardBrands: ['amex'],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toMatchObject({
      mode: 'payment',
      amount: 1099,
      currency: 'eur',
      paymentMethodCreation: 'manual',
      cardBrandFilter: { kind: 'disallowed', brands: ['amex'] },
    });
  });

  it.each([
    [
      { clientSecret: 'pi_123' },
      'Invalid value for elements(): clientSecret should be a client secret like pi_..._secret_.... You specified: pi_123.',
    ],
    [
      { clientSecret: 'pi_1_secret_2', mode: 'payment' },
      'Do not pass both clientSecret and mode to elements(): a deferred intent takes mode, amount and currency instead.',
    ],
    [
      { mode: 'donation' },
      'Invalid value for elements(): mode should be one of the following strings: payment, setup, subscription. You specified: donation.',
    ],
    [{ mode: 'payment' }, 'Missing value for elements(): currency should be a currency.'],
    [
      { mode: 'payment', currency: 'usd', amount: -1 },
      'Invalid value for elements(): amount should be a non-negative integer. You specified: -1.',
    ],
    [
      { mode: 'payment', currency: 'dollars' },
      'Invalid value for elements(): currency should be a three-letter ISO currency code. You specified: dollars.',
    ],
    [
      { paymentMethodCreation: 'later' },
      'Invalid value for elements(): paymentMethodCreation should be one of the following strings: manual, automatic. You specified: later.',
    ],
    [{ locale: 42 }, 'Invalid locale: 42. Use one of the supported locales or auto.'],
    [
      { mode: 'setup', currency: 'usd', paymentMethodTypes: ['link'] },
      'To use link with the PaymentElement, please pass both link and card as payment_method_types.',
    ],
    [
      {
        mode: 'payment',
        currency: 'usd',
        paymentMethodOptions: { us_bank_account: { verification_method: 'microdeposits' } },
      },
      "verification_method 'microdeposits' is not supported for us_bank_account. Use 'automatic' or 'instant'.",
    ],
    [
      { mode: 'subscription', currency: 'usd', customerSessionClientSecret: 'cuss_secret_1' },
      'You cannot specify a customerSessionClientSecret while using Subscriptions.',
    ],
    [
      { allowedCardBrands: ['visa'], disallowedCardBrands: ['amex'] },
      'You cannot specify both disallowedCardBrands and allowedCardBrands. Please specify only one of those parameters.',
    ],
    [
      { appearance: { theme: 'dark' } },
      'Invalid value for elements(): appearance.theme should be one of the following strings: stripe, flat, night. You specified: dark.',
    ],
    [
      { fonts: [{ cssSrc: 'http://fonts.example.com/inter.css' }] },
      "URLs have to start with 'https://' or 'data:'",
    ],
    ['options', 'Invalid value for elements(): options should be an object. You specified: options.'],
  ])('refuses %o', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('accepts link without card when link-only is enabled', () => {
    expect(
      messageOf({ mode: 'setup', currency: 'usd', paymentMethodTypes: ['link'] }, { linkOnlyEnabled: true }),
    ).toBeUndefined();
  });

  it("checks the outline of the appearance only: its values are the frames' to check", () => {
    const result = validateElementsOptions({ appearance: { variables: { colorPrimary: 'url(x)' } } });
    expect(result.ok && result.value.appearance.variables).toEqual({ colorPrimary: 'url(x)' });
    expect(messageOf({ appearance: { rules: 'x' } })).toBe(
      'Invalid value for elements(): appearance.rules should be an object. You specified: x.',
    );
  });

  it('passes appearance warnings through', () => {
    const result = validateElementsOptions({ appearance: { theme: 'none' } });
    expect(result.ok && result.value.warnings).toHaveLength(1);
  });

  it('an unknown locale string falls back to auto with a warning, never an error', () => {
    const result = validateElementsOptions({ locale: 'xx-YY' });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.locale).toBe('auto');
    expect(result.value.warnings).toContain(
      'Unsupported locale: xx-YY. Falling back to auto (the browser language).',
    );
  });
});
