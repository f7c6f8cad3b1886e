import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCardNumber, groupCardNumber } from './format.js';

describe('formatCardNumber', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['424242', '4242 42'],
    ['4242', '4242'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822', '3782 822'],
    ['36227206271667', '3622 7206 2716 67'],
    ['6205500000000000004', '6205 5000 0000 0000 004'],
    ['４２４２４２４２', '4242 4242'],
    ['4242-4242 abc 4242', '4242 4242 4242'],
    ['42424242424242429999', '4242 4242 4242 4242'],
    ['37828224631000512', '3782 822463 10005'],
    ['', ''],
  ])('%s -> %s', (input, expected) => {
    expect(formatCardNumber(input).value).toBe(expected);
  });

  it('keeps 19 visa digits when variable length is allowed', () => {
    expect(formatCardNumber('4000000000000000006', { variableLength: true }).value).toBe(
      '4000 0000 0000 0000 006',
    );
  });

  it.each([
    // typing at the end moves past the inserted space
    { value: '42424', caret: 5, expected: '4242 4', caret2: 6 },
    // typing in the middle keeps the caret after the typed digit
    { value: '4242 14242', caret: 6, expected: '4242 1424 2', caret2: 6 },
    // pasting at the start
    { value: '42424242 4242', caret: 4, expected: '4242 4242 4242', caret2: 4 },
    // typing just before a space
    { value: '42421 4242', caret: 5, expected: '4242 1424 2', caret2: 6 },
  ])('caret: $value at $caret -> $expected at $caret2', ({ value, caret, expected, caret2 }) => {
    const formatted = formatCardNumber(value, { caret });
    expect(formatted.value).toBe(expected);
    expect(formatted.caret).toBe(caret2);
  });

  it('deleting a space with backspace deletes the digit before it', () => {
    const formatted = formatCardNumber('42424242', { caret: 4, previous: '4242 4242' });
    expect(formatted.value).toBe('4244 242');
    expect(formatted.caret).toBe(3);
  });

  it('deleting a space with the delete key deletes the digit after it', () => {
    const formatted = formatCardNumber('42424242', {
      caret: 4,
      previous: '4242 4242',
      inputType: 'deleteContentForward',
    });
    expect(formatted.value).toBe('4242 242');
    expect(formatted.caret).toBe(4);
  });

  const digitStrings = fc.stringMatching(/^\d{0,19}$/);

  it('format then strip gives back the digits (cut at the brand length)', () => {
    fc.assert(
      fc.property(digitStrings, (digits) => {
        const formatted = formatCardNumber(digits, { variableLength: true });
        expect(formatted.value.replace(/ /g, '')).toBe(formatted.digits);
        expect(digits.startsWith(formatted.digits)).toBe(true);
        expect(formatCardNumber(formatted.value, { variableLength: true }).value).toBe(formatted.value);
      }),
    );
  });

  it('keeps the caret after the same digit wherever the shopper types', () => {
    fc.assert(
      fc.property(digitStrings, fc.nat(), fc.stringMatching(/^[ -]{0,3}$/), (digits, at, noise) => {
        const cut = digits.length === 0 ? 0 : at % (digits.length + 1);
        const raw = `${digits.slice(0, cut)}${noise}${digits.slice(cut)}`;
        const caret = cut + noise.length;
        const formatted = formatCardNumber(raw, { caret, variableLength: true });
        const before = Math.min(cut, formatted.digits.length);
        expect(formatted.value.slice(0, formatted.caret).replace(/ /g, '')).toBe(
          formatted.digits.slice(0, before),
        );
        if (formatted.caret > 0) expect(formatted.value.charAt(formatted.caret - 1)).toMatch(/\d/);
      }),
    );
  });

  it('full-width input formats like its ASCII twin', () => {
    fc.assert(
      fc.property(digitStrings, (digits) => {
        const wide = [...digits].map((digit) => String.fromCharCode(0xff10 + Number(digit))).join('');
        expect(formatCardNumber(wide).value).toBe(formatCardNumber(digits).value);
      }),
    );
  });
});

describe('groupCardNumber', () => {
  it.each([
    ['378282246310005', 'amex', '3782 822463 10005'],
    ['4242424242424242', 'visa', '4242 4242 4242 4242'],
    ['4242424242424242123', 'visa', '4242 4242 4242 4242 123'],
  ] as const)('%s as %s -> %s', (digits, brand, expected) => {
    expect(groupCardNumber(digits, brand)).toBe(expected);
  });
});
