import { describe, expect, it } from 'vitest';
import { checkoutLayoutChar, checkoutLayoutOf } from './checkout-layout.js';

describe('checkoutLayoutOf', () => {
  it('reads the layout from the character after the prefix', () => {
    expect(checkoutLayoutOf('cs_test_a1B2c3D4e5F6g7H8')).toBe('single_item');
    expect(checkoutLayoutOf('cs_test_b1B2c3D4e5F6g7H8')).toBe('multi_item');
    expect(checkoutLayoutOf('cs_live_c1B2c3D4e5F6g7H8')).toBe('single_column');
  });
  it('defaults to single_item, and gives none for a short id', () => {
    expect(checkoutLayoutOf('cs_test_z1B2c3D4e5F6g7H8')).toBe('single_item');
    expect(checkoutLayoutOf('cs_test_b1')).toBeNull();
  });
  it('round-trips through the id character', () => {
    for (const layout of ['single_item', 'multi_item', 'single_column'] as const)
      expect(checkoutLayoutOf(`cs_test_${checkoutLayoutChar(layout)}1xxxxxxxxxxxxxxx`)).toBe(layout);
  });
});
