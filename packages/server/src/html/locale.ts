/** The European languages the pages gained with the frames' full list, each in its own file per page. */
export const EUROPEAN_LOCALES = [
  'bg',
  'cs',
  'da',
  'el',
  'et',
  'fi',
  'hr',
  'hu',
  'lt',
  'lv',
  'mt',
  'nb',
  'pl',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
] as const;
export type EuropeanLocale = (typeof EUROPEAN_LOCALES)[number];

/**
 * The languages the server-rendered pages are written in: every locale the frames speak, but
 * English's regional variants (they read English). es-419 and fr-CA are their parent's texts
 * with what the region words differently.
 */
export const PAGE_LOCALES = [
  'en',
  'fr',
  'de',
  'es',
  'nl',
  'it',
  'ja',
  'pt-BR',
  'pt',
  'ko',
  'zh',
  'zh-TW',
  'zh-HK',
  'id',
  'ms',
  'vi',
  'th',
  'tr',
  'fil',
  'ar',
  'he',
  ...EUROPEAN_LOCALES,
  'es-419',
  'fr-CA',
] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];

/**
 * A page's language: the first of the asked ones (a `locale` parameter, the customer's
 * preference, an Accept-Language header) that the page speaks, by its exact tag (pt-BR) or
 * its language part; else English. `auto` asks for nothing.
 */
export function pageLocale(...asked: (string | readonly string[] | null | undefined)[]): PageLocale {
  return pickPageLocale(PAGE_LOCALES, ...asked) as PageLocale;
}

/** `pageLocale` for a page with its own set of languages (`available`, English among them). */
export function pickPageLocale(
  available: readonly string[],
  ...asked: (string | readonly string[] | null | undefined)[]
): string {
  const candidates = asked.flatMap((value) =>
    typeof value === 'string'
      ? value.split(',').map((part) => part.split(';')[0]!.trim())
      : Array.isArray(value)
        ? value.map(String)
        : [],
  );
  for (const candidate of candidates) {
    // Only a locale the page has texts for: an exact tag it lacks falls to its language.
    const exact = available.find(
      (locale) => locale.toLowerCase() === candidate.toLowerCase().replace('_', '-'),
    );
    if (exact) return exact;
    const language = candidate.toLowerCase().split('-')[0] ?? '';
    if (available.includes(language)) return language;
  }
  return 'en';
}

/** The writing direction of a page in a language: Arabic and Hebrew are written right to left. */
export function pageDirection(lang: string): 'ltr' | 'rtl' {
  return ['ar', 'he', 'fa', 'ur'].includes(lang.split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

/** Fills a text's `{name}` marks with values (a mark with no value stays as it is). */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (mark, name: string) => values[name] ?? mark);
}

/**
 * The locale a regional one falls back to for a text it does not word its own way; a language
 * with no parent here falls back to English.
 */
export const LOCALE_PARENTS = {
  'zh-HK': 'zh-TW',
  'zh-TW': 'zh',
  'es-419': 'es',
  'fr-CA': 'fr',
  'pt-BR': 'pt',
  'en-GB': 'en',
} as const satisfies Readonly<Record<string, string>>;
export type RegionalLocale = keyof typeof LOCALE_PARENTS;

/** Where a locale's texts come from, first to last: `zh-HK` → zh-TW → zh → en. */
export function localeChain(locale: string): string[] {
  const chain = [locale];
  for (let next = parentOf(locale); next && !chain.includes(next); next = parentOf(next)) chain.push(next);
  if (!chain.includes('en')) chain.push('en');
  return chain;
}

function parentOf(locale: string): string | undefined {
  return (LOCALE_PARENTS as Readonly<Record<string, string>>)[locale];
}

/** Some of a page's texts, nested groups (a payment method's instructions) in part too. */
export type SomeTexts<T> = { [K in keyof T]?: T[K] extends string ? T[K] : SomeTexts<T[K]> };

/**
 * A page family's texts as each locale writes them: English and every language in full, a
 * regional locale only what it words differently (or nothing).
 */
export type OwnTexts<T, L extends string> = { en: T } & {
  [K in Exclude<L, RegionalLocale | 'en'>]: T;
} & { [K in Extract<L, RegionalLocale>]?: SomeTexts<T> };

/**
 * Every locale's full texts: its own, then for what it lacks its parent's, and so on to
 * English (docs: `LOCALE_PARENTS`).
 */
export function withFallbacks<T extends object, L extends string>(
  locales: readonly L[],
  own: OwnTexts<T, L>,
): Record<L, T> {
  const texts = own as unknown as Readonly<Record<string, object | undefined>>;
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      localeChain(locale).reduceRight<object>((merged, step) => overlay(merged, texts[step]), {}),
    ]),
  ) as Record<L, T>;
}

/** `base` with `over`'s texts laid on it, group by group. */
function overlay(base: object, over: object | undefined): object {
  if (!over) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = merged[key];
    merged[key] =
      value && typeof value === 'object' && under && typeof under === 'object'
        ? overlay(under, value)
        : value;
  }
  return merged;
}
