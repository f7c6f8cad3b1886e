import { optionError } from '../errors/integration-error.js';
import { fail, ok, type Result } from '../result.js';

/** How a font face is loaded: a local() font or a url() download (spec 1 section 5). */
export const FONT_LOAD_TYPES = ['local', 'url'] as const;
export type FontLoadType = (typeof FONT_LOAD_TYPES)[number];

export const FONT_STYLES = ['normal', 'italic', 'oblique'] as const;
export const FONT_DISPLAYS = ['auto', 'block', 'swap', 'fallback', 'optional'] as const;

/** A font of the `fonts` elements option: a stylesheet URL, or one font face. */
export type FontOption =
  | { cssSrc: string }
  | { family: string; src: string; style?: string; weight?: string; display?: string; unicodeRange?: string };

export interface FontSource {
  type: FontLoadType;
  value: string;
  format?: string;
}

export type CheckedFont =
  | { kind: 'css'; cssSrc: string }
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

function unquote(value: string): string {
  return value.trim().replace(/^(['"])(.*)\1$/, '$2');
}

/** Splits an @font-face `src` list at top-level commas. */
function splitSources(src: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of src) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * Parses a font face `src`: each entry is `url(...)` with an optional `format(...)`, or
 * `local(...)`. URLs must start with https:// or data:.
 */
export function parseFontSrc(src: string, param = 'fonts.src'): Result<FontSource[]> {
  const sources: FontSource[] = [];
  for (const entry of splitSources(src)) {
    const match = /^(url|local)\(\s*([^)]*?)\s*\)(?:\s+format\(\s*([^)]*?)\s*\))?$/i.exec(entry);
    if (!match) return fail(optionError('font_src_scheme', {}, param));
    const type = (match[1] ?? '').toLowerCase() as FontLoadType;
    const value = unquote(match[2] ?? '');
    if (type === 'url' && !isAllowedFontUrl(value)) return fail(optionError('font_src_scheme', {}, param));
    const source: FontSource = { type, value };
    if (match[3]) source.format = unquote(match[3]);
    sources.push(source);
  }
  if (sources.length === 0) return fail(optionError('font_src_scheme', {}, param));
  return ok(sources);
}

function optionalString(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

function checkFont(font: unknown, index: number): Result<CheckedFont> {
  const param = `fonts[${index}]`;
  if (typeof font !== 'object' || font === null) {
    return fail(
      optionError(
        'invalid_option_type',
        { element: 'elements()', param, expected: 'an object', value: String(font) },
        param,
      ),
    );
  }
  const record = font as Record<string, unknown>;
  if (typeof record.cssSrc === 'string') {
    if (!record.cssSrc.startsWith('https://'))
      return fail(optionError('font_src_scheme', {}, `${param}.cssSrc`));
    return ok({ kind: 'css', cssSrc: record.cssSrc });
  }
  if (typeof record.family !== 'string' || typeof record.src !== 'string') {
    return fail(
      optionError(
        'missing_option',
        { element: 'elements()', param: `${param}.family and src`, expected: 'strings' },
        param,
      ),
    );
  }
  const sources = parseFontSrc(record.src, `${param}.src`);
  if (!sources.ok) return sources;
  const style = optionalString(record, 'style');
  if (style !== undefined && !(FONT_STYLES as readonly string[]).includes(style)) {
    return fail(
      optionError(
        'invalid_option_value',
        { element: 'elements()', param: `${param}.style`, expected: FONT_STYLES.join(', '), value: style },
        `${param}.style`,
      ),
    );
  }
  const display = optionalString(record, 'display');
  if (display !== undefined && !(FONT_DISPLAYS as readonly string[]).includes(display)) {
    return fail(
      optionError(
        'invalid_option_value',
        {
          element: 'elements()',
          param: `${param}.display`,
          expected: FONT_DISPLAYS.join(', '),
          value: display,
        },
        `${param}.display`,
      ),
    );
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
    return fail(
      optionError(
        'invalid_option_type',
        { element: 'elements()', param: 'fonts', expected: 'an array', value: String(fonts) },
        'fonts',
      ),
    );
  }
  const checked: CheckedFont[] = [];
  for (const [index, font] of fonts.entries()) {
    const result = checkFont(font, index);
    if (!result.ok) return result;
    checked.push(result.value);
  }
  return ok(checked);
}
