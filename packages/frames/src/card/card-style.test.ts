import { describe, expect, it } from 'vitest';
import { baseFontSize, cardStyleCss, declarations } from './card-style.js';

describe('the card style option as CSS', () => {
  it('turns variants, pseudo-classes and iconColor into rules on the inputs and the icon', () => {
    const css = cardStyleCss({
      base: {
        color: '#32325d',
        fontSize: '16px',
        iconColor: '#c4f0ff',
        '::placeholder': { color: '#aab7c4' },
        ':focus': { color: '#424770' },
        ':-webkit-autofill': { color: '#fce883' },
        ':disabled': { color: '#ccc' },
      },
      complete: { color: 'green' },
      empty: { fontWeight: 400 },
      invalid: { color: '#fa755a', iconColor: '#fa755a' },
    });
    expect(css.split('\n')).toEqual([
      '.Card .CardInput{color:#32325d;font-size:16px}',
      '.Card .CardIcon{color:#c4f0ff}',
      '.Card .CardInput:focus{color:#424770}',
      '.Card .CardInput::placeholder{color:#aab7c4}',
      '.Card .CardInput:-webkit-autofill{color:#fce883}',
      '.Card .CardInput:disabled{color:#ccc}',
      '.Card.is-complete .CardInput{color:green}',
      '.Card.is-empty .CardInput{font-weight:400}',
      '.Card .CardInput.is-invalid{color:#fa755a}',
      '.Card.is-invalid .CardIcon{color:#fa755a}',
    ]);
  });

  it.each([
    ['an unknown property', { background: 'red' }],
    ['a url()', { color: 'url(x)' }],
    ['a brace that would end the rule', { color: 'red}body{display:none' }],
    ['a semicolon', { color: 'red;position:fixed' }],
    ['an object value', { color: { a: 1 } }],
    ['an infinite number', { fontWeight: Number.POSITIVE_INFINITY }],
  ])('leaves out %s', (_label, block) => {
    expect(declarations(block as Record<string, unknown>)).toEqual([]);
  });

  it('keeps the whitelisted properties with their CSS names', () => {
    expect(
      declarations({
        fontFamily: '"Open Sans", sans-serif',
        lineHeight: '24px',
        letterSpacing: '0.025em',
        textAlign: 'center',
        fontSmoothing: 'antialiased',
        textTransform: 'uppercase',
      }),
    ).toEqual([
      'font-family:"Open Sans", sans-serif',
      'line-height:24px',
      'letter-spacing:0.025em',
      'text-align:center',
      '-webkit-font-smoothing:antialiased',
      'text-transform:uppercase',
    ]);
  });

  it('ignores unknown variants, pseudo-classes and non-objects', () => {
    expect(cardStyleCss({ hover: { color: 'red' }, base: { ':active': { color: 'red' } } })).toBe('');
    expect(cardStyleCss(null)).toBe('');
    expect(cardStyleCss('color: red')).toBe('');
  });

  it('reads the base font size in px for the sliding layout', () => {
    expect(baseFontSize({ base: { fontSize: '18px' } })).toBe(18);
    expect(baseFontSize({ base: { fontSize: '1.2em' } })).toBe(16);
    expect(baseFontSize(undefined)).toBe(16);
  });
});
