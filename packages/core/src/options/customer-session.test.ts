import { describe, expect, it } from 'vitest';
import {
  canRemoveSavedPaymentMethod,
  canUpdateSavedPaymentMethod,
  isSetAsDefaultValid,
  resolveCustomerSessionFeatures,
} from './customer-session.js';

describe('customer session features', () => {
  it.each([
    ['enabled', true],
    ['disabled', false],
    ['auto', false],
    ['never', false],
    [undefined, false],
  ])('payment_method_save %s -> %s (only enabled turns it on)', (value, on) => {
    expect(resolveCustomerSessionFeatures({ payment_method_save: value }).paymentMethodSave).toBe(on);
    expect(
      resolveCustomerSessionFeatures({ payment_method_set_as_default: value }).paymentMethodSetAsDefault,
    ).toBe(on);
  });

  it.each([
    ['enabled', 'card', true],
    [undefined, 'card', true],
    ['disabled', 'card', false],
    ['auto', 'card', false],
    ['enabled', 'link', false],
    [undefined, 'link', false],
  ])('update %s on %s -> %s', (value, type, allowed) => {
    expect(canUpdateSavedPaymentMethod({ payment_method_update: value }, type)).toBe(allowed);
  });

  it.each([
    ['enabled', true],
    [undefined, true],
    ['disabled', false],
    ['never', false],
  ])('remove %s -> %s', (value, allowed) => {
    expect(canRemoveSavedPaymentMethod({ payment_method_remove: value })).toBe(allowed);
  });

  it.each([
    ['always', true],
    ['limited', false],
    ['unspecified', false],
    [null, false],
  ])('set as default with allow_redisplay %s -> %s', (allowRedisplay, valid) => {
    expect(isSetAsDefaultValid(allowRedisplay)).toBe(valid);
  });
});
