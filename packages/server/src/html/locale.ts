/** The languages the server-rendered pages are written in. */
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
] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];

/**
 * A page's language: the first of the asked ones (a `locale` parameter, the customer's
 * preference, an Accept-Language header) that the page speaks, by its exact tag (pt-BR) or
 * its language part; else English. `auto` asks for nothing.
 */
export function pageLocale(...asked: (string | readonly string[] | null | undefined)[]): PageLocale {
  const candidates = asked.flatMap((value) =>
    typeof value === 'string'
      ? value.split(',').map((part) => part.split(';')[0]!.trim())
      : Array.isArray(value)
        ? value.map(String)
        : [],
  );
  for (const candidate of candidates) {
    const exact = PAGE_LOCALES.find(
      (locale) => locale.toLowerCase() === candidate.toLowerCase().replace('_', '-'),
    );
    if (exact) return exact;
    const language = candidate.toLowerCase().split('-')[0] ?? '';
    if ((PAGE_LOCALES as readonly string[]).includes(language)) return language as PageLocale;
  }
  return 'en';
}
