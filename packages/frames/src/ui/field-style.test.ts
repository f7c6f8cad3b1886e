import { describe, expect, it } from 'vitest';
import { labelClass, resolveFieldStyle, rootClass } from './field-style.js';

describe('resolveFieldStyle', () => {
  it.each([
    [undefined, { labels: 'above', inputs: 'spaced' }],
    [{}, { labels: 'above', inputs: 'spaced' }],
    [{ labels: 'auto' as const }, { labels: 'above', inputs: 'spaced' }],
    [{ labels: 'floating' as const }, { labels: 'floating', inputs: 'spaced' }],
    [{ inputs: 'condensed' as const }, { labels: 'floating', inputs: 'condensed' }],
    [
      { inputs: 'condensed' as const, labels: 'auto' as const },
      { labels: 'floating', inputs: 'condensed' },
    ],
    [
      { inputs: 'condensed' as const, labels: 'above' as const },
      { labels: 'above', inputs: 'condensed' },
    ],
  ])('%o gives %o', (appearance, style) => {
    expect(resolveFieldStyle(appearance)).toEqual(style);
  });

  it('names the modes on the root', () => {
    expect(rootClass({ labels: 'floating', inputs: 'condensed' })).toBe(
      'Root Labels--floating Inputs--condensed',
    );
  });
});

describe('labelClass', () => {
  const state = { floating: true, invalid: false, empty: true, focused: false };
  it.each([
    [{ ...state, floating: false }, 'Label Label--empty'],
    [{ ...state, floating: false, empty: false, invalid: true }, 'Label Label--invalid'],
    [state, 'Label Label--empty Label--resting'],
    [{ ...state, focused: true }, 'Label Label--empty Label--floating'],
    [{ ...state, empty: false }, 'Label Label--floating'],
    [{ ...state, invalid: true }, 'Label Label--invalid Label--empty Label--resting'],
  ])('%o gives %s', (given, classes) => {
    expect(labelClass(given)).toBe(classes);
  });
});
