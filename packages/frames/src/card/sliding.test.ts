import { describe, expect, it } from 'vitest';
import { fullWidth, type SlideInput, slideState } from './sliding.js';

const input: SlideInput = {
  width: 300,
  fontSize: 16,
  hidePostalCode: false,
  hideIcon: false,
  numberComplete: false,
  focused: 'number',
};

describe('the sliding card line', () => {
  it.each([
    [
      'wide: everything shows, nothing slides',
      { width: 600, numberComplete: true, focused: null },
      false,
      false,
    ],
    ['narrow, number being typed', {}, true, false],
    ['narrow, number complete and left', { numberComplete: true, focused: 'expiry' }, true, true],
    ['narrow, number complete, nothing focused', { numberComplete: true, focused: null }, true, true],
    ['narrow, back on the complete number', { numberComplete: true, focused: 'number' }, true, false],
    ['narrow, tabbed on before the number is done', { focused: 'cvc' }, true, true],
    ['not measured yet', { width: 0, numberComplete: true, focused: null }, false, false],
  ] as const)('%s', (_label, change, narrow, collapsed) => {
    expect(slideState({ ...input, ...change })).toEqual({ narrow, collapsed });
  });

  it('needs less room without the postal code or the icon, and more with a larger font', () => {
    const base = fullWidth(input);
    expect(fullWidth({ ...input, hidePostalCode: true })).toBeLessThan(base);
    expect(fullWidth({ ...input, hideIcon: true })).toBeLessThan(base);
    expect(fullWidth({ ...input, fontSize: 20 })).toBeGreaterThan(base);
    // A 460px container with 12px padding holds the whole line at 16px, as Stripe's does.
    expect(slideState({ ...input, width: 434, focused: null }).narrow).toBe(false);
  });
});
