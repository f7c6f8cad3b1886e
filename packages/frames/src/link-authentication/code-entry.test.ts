import { describe, expect, it } from 'vitest';
import { digitsOf, enterDigits, eraseDigit } from './code-entry.js';

describe('one-time code entry', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['123-456-789', '123456'],
    ['abc', ''],
  ])('reads the digits of %j', (text, digits) => {
    expect(digitsOf(text)).toBe(digits);
  });

  it.each([
    ['', 0, '1', '1', 1],
    ['12', 2, '3', '123', 3],
    ['12345', 5, '6', '123456', 5],
    ['12', 2, 'x', '12', 2],
    ['12', 1, '000000', '000000', 5],
    ['', 0, '12 34', '1234', 4],
    ['1', 4, '9', '19', 2],
  ])('code %j, box %i, typed %j gives %j and focuses box %i', (code, index, text, next, focus) => {
    expect(enterDigits(code, index, text)).toEqual({ code: next, focus });
  });

  it.each([
    ['123', 3, '12', 2],
    ['123', 1, '13', 1],
    ['', 0, '', 0],
  ])('backspace in code %j at box %i gives %j and focuses box %i', (code, index, next, focus) => {
    expect(eraseDigit(code, index)).toEqual({ code: next, focus });
  });
});
