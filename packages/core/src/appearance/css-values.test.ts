import { describe, expect, it } from 'vitest';
import { isCssColor, isStrictColor } from './colors.js';
import {
  containsUrl,
  hasOnlyAllowedCharacters,
  isCssLength,
  isGapValue,
  isPaddingValue,
} from './css-values.js';

describe('style value grammar', () => {
  it.each([
    ['1px solid #E0E6EB', true],
    ['"Ideal Sans", system-ui', true],
    ["'Helvetica Neue'", true],
    ['var(--colorPrimary)', true],
    ['box-shadow .15s ease', true],
    ['10px_a', true],
    ['50%', false],
    ['a;b', false],
    ['a:b', false],
    ['a/b', false],
    ['a{b}', false],
    ['a\\b', false],
    ['a<b', false],
    ['a!b', false],
  ])('%j has only allowed characters: %s', (value, allowed) => {
    expect(hasOnlyAllowedCharacters(value)).toBe(allowed);
  });

  it.each([
    ['url(x)', true],
    ['URL (x)', true],
    ['curly', false],
  ])('%j contains url(): %s', (value, expected) => {
    expect(containsUrl(value)).toBe(expected);
  });

  it.each([
    ['16px', true],
    ['1.5rem', true],
    ['.5em', true],
    ['100%', true],
    ['0', true],
    ['16', false],
    ['px', false],
  ])('length %j: %s', (value, expected) => {
    expect(isCssLength(value)).toBe(expected);
  });

  it.each([
    ['8px', true],
    ['1em', true],
    ['0.5rem', true],
    ['8', false],
    ['8%', false],
    ['-1px', false],
  ])('gap %j: %s', (value, expected) => {
    expect(isGapValue(value)).toBe(expected);
  });

  it.each([
    ['0', true],
    ['10px 12px', true],
    ['1px 0 2px 0', true],
    ['1px 2px 3px 4px 5px', false],
    ['10%', false],
    ['', false],
  ])('padding %j: %s', (value, expected) => {
    expect(isPaddingValue(value)).toBe(expected);
  });
});

describe('colors', () => {
  it.each([
    ['#fff', true, true],
    ['#0570DEff', true, true],
    ['rgb(5, 112, 222)', true, true],
    ['rgba(0,0,0,0.5)', true, true],
    ['rgb(0 0 0 / 50%)', true, true],
    ['hsl(210, 50%, 40%)', true, true],
    ['hsla(210deg 50% 40% / 0.3)', true, true],
    ['red', false, true],
    ['transparent', false, true],
    ['var(--colorText)', false, true],
    ['#ggg', false, false],
    ['rgb(1, 2)', false, false],
    ['blurple', false, false],
  ])('%s: strict %s, css %s', (value, strict, css) => {
    expect(isStrictColor(value)).toBe(strict);
    expect(isCssColor(value)).toBe(css);
  });
});
