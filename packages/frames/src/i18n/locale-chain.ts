import { localeChain, resolveLocale } from '@payframe/core/form';

export { localeChain };

/** The languages written right to left among the supported locales. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur']);

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
