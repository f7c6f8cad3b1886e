import { describe, expect, it } from 'vitest';
import { MAX_FONT_SRC_LENGTH, parseFontSrc, validateFonts } from './fonts.js';

const SCHEME = "URLs have to start with 'https://' or 'data:'";

describe('parseFontSrc', () => {
  it.each([
    ['url(https://fonts.example.com/a.woff2)', [{ type: 'url', value: 'https://fonts.example.com/a.woff2' }]],
    [
      "url('https://fonts.example.com/a.woff2') format('woff2'), local(Inter)",
      [
        { type: 'url', value: 'https://fonts.example.com/a.woff2', format: 'woff2' },
        { type: 'local', value: 'Inter' },
      ],
    ],
    ['url(data:font/woff2;base64,AAAA)', [{ type: 'url', value: 'data:font/woff2;base64,AAAA' }]],
    ['local("Inter Regular")', [{ type: 'local', value: 'Inter Regular' }]],
  ])('%s', (src, sources) => {
    expect(parseFontSrc(src)).toEqual({ ok: true, value: sources });
  });

  it.each([
    'url(http://fonts.example.com/a.woff2)',
    'url(//fonts.example.com/a.woff2)',
    'url(javascript:alert(1))',
    'https://fonts.example.com/a.woff2',
    'remote(x)',
    '',
  ])('refuses %j', (src) => {
    const result = parseFontSrc(src);
    expect(result.ok ? undefined : result.error.message).toBe(SCHEME);
  });
});

describe('parseFontSrc on hostile input', () => {
  // A backtracking pattern took seconds on 3,000 characters and grew with their cube: this
  // input would outlast the test's time-out by far; one pass reads it at once.
  it('reads a long unterminated url( in one pass', () => {
    expect(parseFontSrc(`url(${' '.repeat(6_000)}x`).ok).toBe(false);
    expect(parseFontSrc(`url(https://a.example/${'a'.repeat(200_000)}`).ok).toBe(false);
  });

  it('refuses a src longer than it reads, and keeps quoted parentheses inside a URL', () => {
    expect(parseFontSrc(`url(data:font/woff2;base64,${'A'.repeat(MAX_FONT_SRC_LENGTH)})`).ok).toBe(false);
    expect(parseFontSrc('url("https://a.example/f(1).woff2") format("woff2")')).toEqual({
      ok: true,
      value: [{ type: 'url', value: 'https://a.example/f(1).woff2', format: 'woff2' }],
    });
    expect(parseFontSrc('url(https://a.example/f.woff2) format(woff2) extra').ok).toBe(false);
    expect(parseFontSrc('local(Inter) format(woff2)').ok).toBe(false);
  });
});

describe('validateFonts', () => {
  it('accepts stylesheets and faces', () => {
    const result = validateFonts([
      { cssSrc: 'https://fonts.googleapis.com/css?family=Inter' },
      {
        family: 'Avenir',
        src: 'url(https://example.com/avenir.woff)',
        weight: 500,
        style: 'italic',
        display: 'swap',
      },
    ]);
    expect(result).toEqual({
      ok: true,
      value: [
        { kind: 'css', cssSrc: 'https://fonts.googleapis.com/css?family=Inter' },
        {
          kind: 'face',
          family: 'Avenir',
          sources: [{ type: 'url', value: 'https://example.com/avenir.woff' }],
          weight: '500',
          style: 'italic',
          display: 'swap',
        },
      ],
    });
  });

  it.each([
    [[{ cssSrc: 'http://fonts.example.com/css' }], SCHEME],
    [[{ family: 'A', src: 'url(http://x)' }], SCHEME],
    [
      [{ family: 'A', src: 'url(https://x)', style: 'slanted' }],
      'Invalid value for elements(): fonts[0].style should be one of the following strings: normal, italic, oblique. You specified: slanted.',
    ],
    [[{ family: 'A' }], 'Missing value for elements(): fonts[0].family and src should be strings.'],
    ['font', 'Invalid value for elements(): fonts should be an array. You specified: font.'],
  ])('refuses %o', (fonts, message) => {
    const result = validateFonts(fonts);
    expect(result.ok ? undefined : result.error.message).toBe(message);
  });
});
