import { FONT_DISPLAYS, FONT_STYLES, type FontSource, MAX_FONT_CSS_LENGTH, parseFontSrc } from './fonts.js';

/** A font face read from a stylesheet, with every descriptor checked. */
export interface FontFaceRule {
  family: string;
  sources: FontSource[];
  weight?: string;
  style?: string;
  display?: string;
  unicodeRange?: string;
}

/**
 * The `@font-face` rules of a `cssSrc` stylesheet, each checked; everything else in it (rules,
 * selectors, imports, media queries) is dropped. A stylesheet is never applied to a frame: its
 * attribute selectors and background URLs could read what a shopper types. Only faces go through,
 * to be loaded with the FontFace API. A face with a descriptor outside the allowed values is left
 * out whole. One pass over the text, with a length cap.
 */
export function fontFacesFromCss(css: string): FontFaceRule[] {
  if (css.length > MAX_FONT_CSS_LENGTH) return [];
  const faces: FontFaceRule[] = [];
  for (const block of fontFaceBlocks(stripComments(css))) {
    const face = checkFace(declarations(block));
    if (face) faces.push(face);
  }
  return faces;
}

function stripComments(css: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const open = css.indexOf('/*', at);
    if (open < 0) return out + css.slice(at);
    out += css.slice(at, open);
    const close = css.indexOf('*/', open + 2);
    if (close < 0) return out;
    at = close + 2;
  }
}

/** The bodies of the top-level `@font-face { ... }` blocks; other blocks are skipped whole. */
function fontFaceBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let quote = '';
  let prelude = 0;
  let bodyStart = -1;
  let isFace = false;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') {
      if (depth === 0) {
        isFace = css.slice(prelude, i).trim().toLowerCase() === '@font-face';
        bodyStart = i + 1;
      }
      depth++;
    } else if (char === '}') {
      if (depth === 0) continue;
      depth--;
      if (depth === 0) {
        if (isFace) blocks.push(css.slice(bodyStart, i));
        prelude = i + 1;
      }
    } else if (char === ';' && depth === 0) prelude = i + 1;
  }
  return blocks;
}

/** `property: value` pairs of a block, split at semicolons outside quotes and parentheses. */
function declarations(block: string): Map<string, string> {
  const found = new Map<string, string>();
  let quote = '';
  let parens = 0;
  let start = 0;
  const take = (end: number) => {
    const text = block.slice(start, end);
    const colon = text.indexOf(':');
    if (colon > 0) found.set(text.slice(0, colon).trim().toLowerCase(), text.slice(colon + 1).trim());
    start = end + 1;
  };
  for (let i = 0; i < block.length; i++) {
    const char = block[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') parens++;
    else if (char === ')') parens = Math.max(0, parens - 1);
    else if (char === ';' && parens === 0) take(i);
  }
  take(block.length);
  return found;
}

const WEIGHT = /^(?:normal|bold|[1-9]\d{0,2}|1000)(?: (?:[1-9]\d{0,2}|1000))?$/;

function checkFace(props: Map<string, string>): FontFaceRule | undefined {
  const family = unquoteFamily(props.get('font-family') ?? '');
  const src = props.get('src');
  if (!family || src === undefined) return undefined;
  const sources = parseFontSrc(src);
  if (!sources.ok) return undefined;
  const face: FontFaceRule = { family, sources: sources.value };
  const weight = props.get('font-weight');
  if (weight !== undefined) {
    if (!WEIGHT.test(weight)) return undefined;
    face.weight = weight;
  }
  const style = props.get('font-style');
  if (style !== undefined) {
    if (!(FONT_STYLES as readonly string[]).includes(style)) return undefined;
    face.style = style;
  }
  const display = props.get('font-display');
  if (display !== undefined) {
    if (!(FONT_DISPLAYS as readonly string[]).includes(display)) return undefined;
    face.display = display;
  }
  const range = props.get('unicode-range');
  if (range !== undefined) {
    if (!isSafeUnicodeRange(range)) return undefined;
    face.unicodeRange = range;
  }
  return face;
}

/** A family name: one quoted or plain name of letters, digits, spaces, dashes and underscores. */
function unquoteFamily(value: string): string | undefined {
  const quote = value[0];
  const name = (quote === '"' || quote === "'") && value.endsWith(quote) ? value.slice(1, -1) : value;
  return /^[\p{L}\p{N} _-]{1,100}$/u.test(name) && name.trim() ? name.trim() : undefined;
}

/** Printable ASCII: what card numbers, expiry dates, CVCs, IBANs and codes are typed in. */
const ASCII_LOW = 0x20;
const ASCII_HIGH = 0x7e;

/**
 * Whether a `unicode-range` cannot tell which characters a field shows. A browser downloads a
 * face only when the page draws a character in its range, so faces of one digit each would
 * report the digits typed. A range is accepted when it covers all of printable ASCII, or none
 * of it (Google Fonts' `latin` subset covers it whole; `latin-ext` or `cyrillic`, none of it).
 * The frames also load every face at once, whatever the text: this rule is the second wall.
 */
export function isSafeUnicodeRange(range: string): boolean {
  const intervals: Array<[number, number]> = [];
  for (const part of range.split(',')) {
    const match = /^\s*u\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i.exec(part);
    if (!match) return false;
    const [, first = '', last] = match;
    if (first.includes('?')) {
      if (last !== undefined) return false;
      intervals.push([parseInt(first.replaceAll('?', '0'), 16), parseInt(first.replaceAll('?', 'f'), 16)]);
    } else {
      intervals.push([parseInt(first, 16), parseInt(last ?? first, 16)]);
    }
  }
  let covered = 0;
  for (let code = ASCII_LOW; code <= ASCII_HIGH; code++) {
    if (intervals.some(([low, high]) => code >= low && code <= high)) covered++;
  }
  return covered === 0 || covered === ASCII_HIGH - ASCII_LOW + 1;
}
