import { resolveLocale } from '@payframe/core/form';

/**
 * Where a locale's missing messages come from, when that is not simply its language
 * (fr-CA → fr, pt-BR → pt, es-419 → es). Hong Kong reads Traditional Chinese as Taiwan does
 * before falling back to the base Chinese catalogue; the Commonwealth Englishes spell as
 * British English does. Every chain ends in English.
 */
const PARENTS: Readonly<Record<string, string>> = {
  'zh-HK': 'zh-TW',
  'en-AU': 'en-GB',
  'en-IE': 'en-GB',
  'en-IN': 'en-GB',
  'en-NZ': 'en-GB',
  'en-SG': 'en-GB',
};

/** The languages written right to left among the supported locales. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur']);

/** A locale, then each locale its messages fall back to, most specific first, ending in 'en'. */
export function localeChain(locale: string): string[] {
  const chain: string[] = [];
  let current: string | undefined = locale;
  while (current && !chain.includes(current)) {
    chain.push(current);
    current = PARENTS[current] ?? (current.includes('-') ? current.split('-')[0] : 'en');
  }
  return chain;
}

/** The writing direction of a locale's language. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

export interface FrameLocale {
  /** The most specific locale that has a catalogue ('en' when none of the chain has one). */
  catalogue: string;
  /** The catalogues to lay over English, most specific first (empty for English). */
  chain: readonly string[];
  /** The `lang` of the frame document: the supported locale, or en when it reads English. */
  lang: string;
  /** The `dir` of the frame document. */
  dir: 'ltr' | 'rtl';
}

/**
 * The locale a page shows for the `locale` option ('auto', a supported locale, or anything
 * else, which reads as auto) and the browser's languages, given the catalogues there are:
 * the supported locale core resolves, then its chain of catalogues (pt-BR reads pt-BR's
 * differences over pt), else English.
 */
export function pickLocale(
  option: string,
  preferred: readonly string[],
  available: readonly string[],
): FrameLocale {
  const locale = resolveLocale(option, preferred);
  const chain = localeChain(locale).filter((tag) => tag !== 'en' && available.includes(tag));
  const english = locale === 'en' || locale.startsWith('en-');
  const catalogue = chain[0] ?? 'en';
  const lang = chain.length > 0 || english ? locale : 'en';
  return { catalogue, chain, lang, dir: directionOf(lang) };
}
