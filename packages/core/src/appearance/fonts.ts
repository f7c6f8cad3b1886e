import { optionError } from '../errors/integration-error.js';
import { invalidType, invalidValue } from '../options/invalid-option.js';
import { fail, ok, type Result } from '../result.js';

/** How a font face is loaded: a local() font or a url() download (docs/elements.md#validation). */
export const FONT_LOAD_TYPES = ['local', 'url'] as const;
export type FontLoadType = (typeof FONT_LOAD_TYPES)[number];

export const FONT_STYLES = ['normal', 'italic', 'oblique'] as const;
export const FONT_DISPLAYS = ['auto', 'block', 'swap', 'fallback', 'optional'] as const;

/** A font of the `fonts` elements option: a stylesheet URL, or one font face. */
export type FontOption =
  | { cssSrc: string; cssText?: string }
  | { family: string; src: string; style?: string; weight?: string; display?: string; unicodeRange?: string };

export interface FontSource {
  type: FontLoadType;
  value: string;
  format?: string;
}

/**
 * A checked font. A stylesheet carries its text (`cssText`) once the merchant script has fetched
 * it: frames never load a stylesheet, they read its font faces (see font-css.ts).
 */
export type CheckedFont =
  | { kind: 'css'; cssSrc: string; cssText?: string }
  | {
      kind: 'face';
      family: string;
      sources: FontSource[];
      style?: string;
      weight?: string;
      display?: string;
      unicodeRange?: string;
    };

/** Whether a font URL may be loaded: https:// or an inline data: URL. */
export function isAllowedFontUrl(url: string): boolean {
  return /^(?:https:\/\/|data:)/i.test(url.trim());
}

/** The largest stylesheet read for its font faces (Google Fonts' largest are about 40 KB). */
export const MAX_FONT_CSS_LENGTH = 256 * 1024;

/** The longest `src` list read: a data: URL font fits; anything longer is refused, not scanned. */
export const MAX_FONT_SRC_LENGTH = 500_000;

function unquote(value: string): string {
  const trimmed = value.trim();
  const quote = trimmed[0];
  if ((quote === '"' || quote === "'") && trimmed.length >= 2 && trimmed.endsWith(quote)) {
    return trimmed.slice(1, -1);
  }
  return trimmed;
}

/** Splits an @font-face `src` list at commas outside parentheses and quotes. */
function splitSources(src: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < src.length; i++) {
    const char = src[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(src.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(src.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * `name(argument)` at the start of `text`: the argument (quoted or not) and what follows the
 * closing parenthesis, or undefined. One pass, no backtracking: a long hostile input costs
 * its length, never more.
 */
function readCall(text: string, name: string): { argument: string; rest: string } | undefined {
  if (text.slice(0, name.length + 1).toLowerCase() !== `${name}(`) return undefined;
  let i = name.length + 1;
  while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n') i++;
  const quote = text[i] === '"' || text[i] === "'" ? text[i] : '';
  let end: number;
  if (quote) {
    const close = text.indexOf(quote, i + 1);
    if (close < 0) return undefined;
    end = text.indexOf(')', close);
    if (end < 0 || text.slice(close + 1, end).trim() !== '') return undefined;
  } else {
    end = text.indexOf(')', i);
    if (end < 0) return undefined;
  }
  return { argument: unquote(text.slice(i, end)), rest: text.slice(end + 1).trim() };
}

/**
 * Parses a font face `src`: each entry is `url(...)` with an optional `format(...)`, or
 * `local(...)`. URLs must start with https:// or data:.
 */
export function parseFontSrc(src: string, param = 'fonts.src'): Result<FontSource[]> {
  const refused = fail(optionError('font_src_scheme', {}, param));
  if (src.length > MAX_FONT_SRC_LENGTH) return refused;
  const sources: FontSource[] = [];
  for (const entry of splitSources(src)) {
    const type: FontLoadType | undefined = /^url\(/i.test(entry)
      ? 'url'
      : /^local\(/i.test(entry)
        ? 'local'
        : undefined;
    const call = type ? readCall(entry, type) : undefined;
    if (!type || !call) return refused;
    if (type === 'url' && !isAllowedFontUrl(call.argument)) return refused;
    const source: FontSource = { type, value: call.argument };
    if (call.rest !== '') {
      const format = type === 'url' ? readCall(call.rest, 'format') : undefined;
      if (format?.rest !== '') return refused;
      source.format = format.argument;
    }
    sources.push(source);
  }
  if (sources.length === 0) return refused;
  return ok(sources);
}

const ELEMENT = 'elements()';

function optionalString(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

function checkFont(font: unknown, index: number): Result<CheckedFont> {
  const param = `fonts[${index}]`;
  if (typeof font !== 'object' || font === null) {
    return fail(invalidType(ELEMENT, param, 'an object', String(font)));
  }
  const record = font as Record<string, unknown>;
  if (typeof record.cssSrc === 'string') {
    if (!record.cssSrc.startsWith('https://'))
      return fail(optionError('font_src_scheme', {}, `${param}.cssSrc`));
    const cssText = record.cssText;
    if (typeof cssText === 'string' && cssText.length <= MAX_FONT_CSS_LENGTH) {
      return ok({ kind: 'css', cssSrc: record.cssSrc, cssText });
    }
    return ok({ kind: 'css', cssSrc: record.cssSrc });
  }
  if (typeof record.family !== 'string' || typeof record.src !== 'string') {
    return fail(
      optionError(
        'missing_option',
        { element: ELEMENT, param: `${param}.family and src`, expected: 'strings' },
        param,
      ),
    );
  }
  const sources = parseFontSrc(record.src, `${param}.src`);
  if (!sources.ok) return sources;
  const style = optionalString(record, 'style');
  if (style !== undefined && !(FONT_STYLES as readonly string[]).includes(style)) {
    return fail(invalidValue(ELEMENT, `${param}.style`, FONT_STYLES, style));
  }
  const display = optionalString(record, 'display');
  if (display !== undefined && !(FONT_DISPLAYS as readonly string[]).includes(display)) {
    return fail(invalidValue(ELEMENT, `${param}.display`, FONT_DISPLAYS, display));
  }
  const face: CheckedFont = { kind: 'face', family: record.family, sources: sources.value };
  if (style !== undefined) face.style = style;
  if (display !== undefined) face.display = display;
  const weight = record.weight;
  if (typeof weight === 'string' || typeof weight === 'number') face.weight = String(weight);
  const unicodeRange = optionalString(record, 'unicodeRange');
  if (unicodeRange !== undefined) face.unicodeRange = unicodeRange;
  return ok(face);
}

/** Checks the `fonts` elements option: each a https:// stylesheet or a face with a checked src. */
export function validateFonts(fonts: unknown): Result<CheckedFont[]> {
  if (!Array.isArray(fonts)) {
    return fail(invalidType(ELEMENT, 'fonts', 'an array', String(fonts)));
  }
  const checked: CheckedFont[] = [];
  for (const [index, font] of fonts.entries()) {
    const result = checkFont(font, index);
    if (!result.ok) return result;
    checked.push(result.value);
  }
  return ok(checked);
}
