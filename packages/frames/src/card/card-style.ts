import { containsUrl, hasOnlyAllowedCharacters } from '@payframe/core';

/**
 * The card elements' `style` option (Stripe.js's Element style object) turned into the CSS of
 * the frame. Only whitelisted variants, pseudo-classes and properties pass, and only values of
 * the appearance character whitelist: a merchant's style can colour the inputs but never reach
 * beyond them (no url(), no braces, no selectors of its own).
 */

export const STYLE_VARIANTS = ['base', 'complete', 'empty', 'invalid'] as const;
type Variant = (typeof STYLE_VARIANTS)[number];

/** The style properties Stripe.js accepts, with their CSS names. */
const PROPERTIES: Readonly<Record<string, string>> = {
  color: 'color',
  fontFamily: 'font-family',
  fontSize: 'font-size',
  fontSmoothing: '-webkit-font-smoothing',
  fontStyle: 'font-style',
  fontVariant: 'font-variant',
  fontWeight: 'font-weight',
  lineHeight: 'line-height',
  letterSpacing: 'letter-spacing',
  textAlign: 'text-align',
  textDecoration: 'text-decoration',
  textShadow: 'text-shadow',
  textTransform: 'text-transform',
  padding: 'padding',
};

/** The pseudo-classes and pseudo-elements a variant may nest. */
const PSEUDOS = [
  ':hover',
  ':focus',
  '::placeholder',
  '::selection',
  ':-webkit-autofill',
  ':disabled',
] as const;

/** Where each variant applies: the whole element's state, or the one invalid input. */
const INPUT_SELECTOR: Readonly<Record<Variant, string>> = {
  base: '.Card .CardInput',
  complete: '.Card.is-complete .CardInput',
  empty: '.Card.is-empty .CardInput',
  invalid: '.Card .CardInput.is-invalid',
};

const ICON_SELECTOR: Readonly<Record<Variant, string>> = {
  base: '.Card .CardIcon',
  complete: '.Card.is-complete .CardIcon',
  empty: '.Card.is-empty .CardIcon',
  invalid: '.Card.is-invalid .CardIcon',
};

function isSafeValue(value: unknown): value is string | number {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && hasOnlyAllowedCharacters(value) && !containsUrl(value);
}

/** The declarations of one style block: whitelisted properties with safe values, in order. */
export function declarations(block: Record<string, unknown>): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(block)) {
    const property = PROPERTIES[key];
    if (property && isSafeValue(value)) lines.push(`${property}:${value}`);
  }
  return lines;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function rule(selector: string, lines: string[]): string {
  return lines.length > 0 ? `${selector}{${lines.join(';')}}` : '';
}

/** The CSS of a `style` option; anything not whitelisted is left out. */
export function cardStyleCss(style: unknown): string {
  if (!isRecord(style)) return '';
  const css: string[] = [];
  for (const variant of STYLE_VARIANTS) {
    const block = style[variant];
    if (!isRecord(block)) continue;
    css.push(rule(INPUT_SELECTOR[variant], declarations(block)));
    if (isSafeValue(block.iconColor)) css.push(rule(ICON_SELECTOR[variant], [`color:${block.iconColor}`]));
    for (const pseudo of PSEUDOS) {
      const nested = block[pseudo];
      if (!isRecord(nested)) continue;
      css.push(rule(`${INPUT_SELECTOR[variant]}${pseudo}`, declarations(nested)));
    }
  }
  return css.filter(Boolean).join('\n');
}

/** The base font size in px (the sliding layout measures in it); 16 unless a px size is set. */
export function baseFontSize(style: unknown): number {
  const size = isRecord(style) && isRecord(style.base) ? style.base.fontSize : undefined;
  const match = typeof size === 'string' ? /^(\d+(?:\.\d+)?)px$/.exec(size.trim()) : null;
  return match ? Number(match[1]) : 16;
}
