import { describe, expect, it } from 'vitest';
import { showsShippingAsBilling, validateBillingDetailsCollection } from './billing-details.js';
import { validateLayout } from './layout.js';
import { validatePaymentElementOptions } from './payment-element-options.js';

describe('validateLayout', () => {
  it.each([
    [
      undefined,
      {
        type: 'tabs',
        defaultCollapsed: false,
        radios: true,
        spacedAccordionItems: false,
        visibleAccordionItemsCount: 5,
      },
    ],
    [
      'accordion',
      {
        type: 'accordion',
        defaultCollapsed: false,
        radios: true,
        spacedAccordionItems: false,
        visibleAccordionItemsCount: 5,
      },
    ],
    [
      'auto',
      {
        type: 'auto',
        defaultCollapsed: false,
        radios: true,
        spacedAccordionItems: false,
        visibleAccordionItemsCount: 5,
      },
    ],
    [
      { type: 'accordion', defaultCollapsed: true, radios: false, visibleAccordionItemsCount: 0 },
      {
        type: 'accordion',
        defaultCollapsed: true,
        radios: false,
        spacedAccordionItems: false,
        visibleAccordionItemsCount: 0,
      },
    ],
  ])('accepts %o', (layout, expected) => {
    expect(validateLayout(layout)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [
      'grid',
      "Invalid value for elements.create('payment'): layout should be one of the following strings: accordion, tabs, auto. You specified: grid.",
    ],
    [
      { defaultCollapsed: true },
      "Invalid value for elements.create('payment'): layout.type should be accordion, tabs, auto. You specified: undefined.",
    ],
    [
      { type: 'tabs', visibleAccordionItemsCount: -1 },
      "Invalid value for elements.create('payment'): layout.visibleAccordionItemsCount should be a non-negative integer. You specified: -1.",
    ],
    [
      { type: 'tabs', visibleAccordionItemsCount: 2.5 },
      "Invalid value for elements.create('payment'): layout.visibleAccordionItemsCount should be a non-negative integer. You specified: 2.5.",
    ],
    [
      { type: 'tabs', defaultCollapsed: 'yes' },
      "Invalid value for elements.create('payment'): layout.defaultCollapsed should be a boolean. You specified: yes.",
    ],
  ])('refuses %o', (layout, message) => {
    const result = validateLayout(layout);
    expect(result.ok ? undefined : result.error.message).toBe(message);
  });
});

const NONE_REQUESTED = { name: false, email: false, phone: false, fullAddress: false };
const partsOf = (choice: string) => ({
  line1: choice,
  line2: choice,
  city: choice,
  state: choice,
  country: choice,
  postalCode: choice,
});

describe('validateBillingDetailsCollection', () => {
  it.each([
    [
      undefined,
      { name: 'auto', email: 'auto', phone: 'auto', address: 'auto', addressParts: partsOf('auto') },
    ],
    [
      'never',
      { name: 'never', email: 'never', phone: 'never', address: 'never', addressParts: partsOf('never') },
    ],
    [
      { address: 'if_required' },
      { name: 'auto', email: 'auto', phone: 'auto', address: 'if_required', addressParts: partsOf('auto') },
    ],
    [
      { email: 'never', address: { postalCode: 'never' } },
      {
        name: 'auto',
        email: 'never',
        phone: 'auto',
        address: 'never',
        addressParts: { ...partsOf('auto'), postalCode: 'never' },
      },
    ],
  ])('accepts %o', (value, expected) => {
    expect(validateBillingDetailsCollection(value)).toEqual({
      ok: true,
      value: { ...expected, requested: NONE_REQUESTED },
    });
  });

  it.each([
    [{ name: 'auto' }, { ...NONE_REQUESTED, name: true }],
    [
      { name: 'auto', email: 'auto', phone: 'never' },
      { ...NONE_REQUESTED, name: true, email: true },
    ],
    [{ address: 'auto' }, NONE_REQUESTED],
    [{ address: { line1: 'auto', country: 'auto' } }, { ...NONE_REQUESTED, fullAddress: true }],
    [{ address: { country: 'auto', postalCode: 'auto' } }, NONE_REQUESTED],
  ])('%o asks for %o by name', (value, requested) => {
    const result = validateBillingDetailsCollection(value);
    expect(result.ok && result.value.requested).toEqual(requested);
  });

  it.each([
    ['if_required'],
    [{ name: 'if_required' }],
    [{ address: 'always' }],
    [{ address: { country: 'maybe' } }],
  ])('refuses %o (if_required is for the address only)', (value) => {
    expect(validateBillingDetailsCollection(value).ok).toBe(false);
  });

  it('drops shipping-as-billing when a billing field is never collected', () => {
    const base = {
      addressParts: partsOf('auto') as never,
      requested: NONE_REQUESTED,
    };
    expect(
      showsShippingAsBilling({ ...base, name: 'auto', email: 'auto', phone: 'auto', address: 'if_required' }),
    ).toBe(true);
    expect(
      showsShippingAsBilling({ ...base, name: 'never', email: 'auto', phone: 'auto', address: 'auto' }),
    ).toBe(false);
  });
});

describe('validatePaymentElementOptions', () => {
  it('reads layout, billing fields, wallets, order and readOnly', () => {
    const result = validatePaymentElementOptions({
      layout: 'accordion',
      fields: { billingDetails: { phone: 'never' } },
      wallets: { applePay: 'never', googlePay: 'always' },
      paymentMethodOrder: ['card', 'ideal'],
      readOnly: true,
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.layout.type).toBe('accordion');
    expect(result.value.billingDetails.phone).toBe('never');
    expect(result.value.wallets).toEqual({ applePay: 'never', googlePay: 'always', link: 'auto' });
    expect(result.value.paymentMethodOrder).toEqual(['card', 'ideal']);
    expect(result.value.readOnly).toBe(true);
  });

  it.each([
    [
      { wallets: { applePay: 'sometimes' } },
      "Invalid value for elements.create('payment'): wallets.applePay should be one of the following strings: auto, always, never. You specified: sometimes.",
    ],
    [
      { fields: 'never' },
      "Invalid value for elements.create('payment'): fields should be an object. You specified: never.",
    ],
    [
      { paymentMethodOrder: 'card' },
      "Invalid value for elements.create('payment'): paymentMethodOrder should be an array of strings. You specified: card.",
    ],
  ])('refuses %o', (input, message) => {
    const result = validatePaymentElementOptions(input);
    expect(result.ok ? undefined : result.error.message).toBe(message);
  });
});
