import type { SavedCustomer } from '@payframe/js/protocol';
import { describe, expect, it } from 'vitest';
import {
  canBeDefault,
  canOfferSave,
  needsCvc,
  savedCustomerFrom,
  shownMethods,
  toSavedMethod,
  validExpiry,
} from './saved-state.js';

const pm = (id: string, fingerprint: string, cvc: string | null = 'pass') =>
  toSavedMethod({
    id,
    type: 'card',
    card: {
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2034,
      fingerprint,
      checks: { cvc_check: cvc },
    },
    billing_details: { address: {} },
  })!;

describe('saved methods', () => {
  it('shows one per fingerprint, the default first, at most the limit and never above 3', () => {
    const all = [pm('a', 'f1'), pm('b', 'f1'), pm('c', 'f2'), pm('d', 'f3'), pm('e', 'f4')];
    expect(shownMethods(all, 'd', 10).map((m) => m.id)).toEqual(['d', 'a', 'c']);
    expect(shownMethods(all, null, 2).map((m) => m.id)).toEqual(['a', 'c']);
  });

  it('asks the CVC again after fail, unavailable, unchecked or state_invalid, or when asked', () => {
    for (const check of ['fail', 'unavailable', 'unchecked', 'state_invalid'])
      expect(needsCvc(pm('a', 'f', check))).toBe(true);
    expect(needsCvc(pm('a', 'f', 'pass'))).toBe(false);
    expect(needsCvc(pm('a', 'f', null))).toBe(false);
    expect(needsCvc(pm('a', 'f', 'pass'), true)).toBe(true);
  });

  it('turns save and set-as-default on only for enabled; update and remove also when unset', () => {
    const body = (features: Record<string, unknown>) => ({
      customer: {
        payment_methods: [],
        default_payment_method: null,
        customer_session: {
          api_key: 'cuss_secret_x',
          customer: 'cus_1',
          components: { payment_element: { enabled: true, features } },
        },
      },
    });
    const off = savedCustomerFrom(
      body({ payment_method_save: 'auto', payment_method_set_as_default: 'never' }),
      null,
    )!;
    expect(off).toMatchObject({ save: false, setAsDefault: false, update: true, remove: true });
    const on = savedCustomerFrom(
      body({ payment_method_save: 'enabled', payment_method_remove: 'disabled' }),
      null,
    )!;
    expect(on).toMatchObject({ save: true, remove: false });
    expect(canOfferSave(on, 'payment', 'card')).toBe(true);
    expect(canOfferSave(on, 'setup', 'card')).toBe(false);
    expect(canOfferSave({ ...on, intentSavesAlready: true }, 'payment', 'card')).toBe(false);
    expect(savedCustomerFrom({ customer: null }, null)).toBeNull();
  });

  it('accepts only a valid, not past expiry', () => {
    const now = new Date(2026, 10, 23);
    expect(validExpiry(11, 2026, now)).toBe(true);
    expect(validExpiry(10, 2026, now)).toBe(false);
    expect(validExpiry(13, 2030, now)).toBe(false);
  });

  it('offers set-as-default only for a method whose allow_redisplay the session filters show', () => {
    const customer = { setAsDefault: true, filters: ['always'] } as unknown as SavedCustomer;
    const shown = { ...pm('a', 'f'), allowRedisplay: 'always' };
    const limited = { ...pm('b', 'g'), allowRedisplay: 'limited' };
    expect(pm('c', 'h').allowRedisplay).toBe('unspecified');
    expect(canBeDefault(customer, shown)).toBe(true);
    expect(canBeDefault(customer, limited)).toBe(false);
    expect(canBeDefault({ ...customer, filters: ['always', 'limited'] }, limited)).toBe(true);
    expect(canBeDefault({ ...customer, setAsDefault: false }, shown)).toBe(false);
  });
});
