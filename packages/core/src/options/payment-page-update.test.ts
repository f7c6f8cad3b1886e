import { describe, expect, it } from 'vitest';
import { validatePaymentPageUpdate } from './payment-page-update.js';

describe('validatePaymentPageUpdate', () => {
  it.each([
    [{ promotion_code: 'SPRING' }, 'promotion_code'],
    [{ tax_region: { country: 'DE' } }, 'tax_region'],
    [{ updated_currency: 'eur' }, 'updated_currency'],
    [{ updated_line_item_quantity: { line_item: 'li_1', quantity: 2 } }, 'updated_line_item_quantity'],
    [{ shipping_rate: 'shr_1', expand: ['x'] }, 'shipping_rate'],
  ])('accepts %o', (params, field) => {
    expect(validatePaymentPageUpdate(params)).toEqual({ ok: true, value: field });
  });

  it.each([
    [{}, 'none'],
    [{ promotion_code: 'A', shipping_rate: 'shr_1' }, 'promotion_code, shipping_rate'],
    [{ promotion_code: null }, 'none'],
  ])('refuses %o', (params, given) => {
    const result = validatePaymentPageUpdate(params);
    expect(result.ok ? undefined : result.error.message).toBe(
      `Exactly one of promotion_code, tax_region, updated_currency, updated_line_item_quantity or shipping_rate must be given; you gave ${given}.`,
    );
  });
});
