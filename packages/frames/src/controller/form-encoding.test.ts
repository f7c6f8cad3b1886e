import { describe, expect, it } from 'vitest';
import { formEncode } from './form-encoding.js';

describe('formEncode', () => {
  it.each([
    [{ a: 1 }, 'a=1'],
    [{ a: { b: 'x y' } }, 'a%5Bb%5D=x%20y'],
    [{ list: ['p', 'q'] }, 'list%5B0%5D=p&list%5B1%5D=q'],
    [{ a: undefined, b: null, c: false }, 'c=false'],
  ])('encodes %j', (input, expected) => {
    expect(formEncode(input)).toBe(expected);
  });
});
