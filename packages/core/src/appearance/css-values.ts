/**
 * The grammar of appearance values (docs/elements.md#validation): the character whitelist, url()
 * refusal, lengths, gaps and padding.
 */

/** Letters, digits, hyphen, underscore, whitespace, comma, quotes, parentheses, period and hash. */
export const STYLE_VALUE_CHARACTERS = /^[A-Za-z0-9\-_\s,'"().#]*$/;

/** Whether a style value uses only the whitelisted characters. */
export function hasOnlyAllowedCharacters(value: string): boolean {
  return STYLE_VALUE_CHARACTERS.test(value);
}

/** Whether a value contains a url() reference, which appearance values may not. */
export function containsUrl(value: string): boolean {
  return /url\s*\(/i.test(value);
}

/** A CSS length: a number with px, em, rem or %, or a bare 0. */
export function isCssLength(value: string): boolean {
  return /^(?:-?(?:\d+\.?\d*|\.\d+)(?:px|em|rem|%)|0)$/.test(value.trim());
}

/** rowGap and columnGap: a number followed by px, em or rem. */
export function isGapValue(value: string): boolean {
  return /^(?:\d+\.?\d*|\.\d+)(?:px|em|rem)$/.test(value.trim());
}

/** Padding: one to four values, each in px or 0. */
export function isPaddingValue(value: string): boolean {
  const parts = value.trim().split(/\s+/);
  return (
    parts.length >= 1 &&
    parts.length <= 4 &&
    parts.every((part) => /^(?:(?:\d+\.?\d*|\.\d+)px|0)$/.test(part))
  );
}
