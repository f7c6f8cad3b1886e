/** Locales the elements are translated to, with regional variants, plus 'auto' (docs/elements.md#constants). */
export const SUPPORTED_LOCALES = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-AU',
  'en-CA',
  'en-GB',
  'en-IE',
  'en-IN',
  'en-NZ',
  'en-SG',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'he',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export type LocaleOption = SupportedLocale | 'auto';

/** Whether a locale option is accepted: a supported locale (any case) or 'auto'. */
export function isLocaleOption(value: string): boolean {
  return value === 'auto' || findLocale(value) !== undefined;
}

function findLocale(tag: string): SupportedLocale | undefined {
  const lower = tag.toLowerCase();
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === lower);
}

/**
 * The locale to show: the option itself when supported, else for 'auto' (or an unsupported
 * tag) the first of the shopper's preferred languages that matches exactly or by language,
 * else English. 'no' reads as Norwegian Bokmål (nb).
 */
export function resolveLocale(option: string, preferred: readonly string[] = []): SupportedLocale {
  const candidates = option === 'auto' ? preferred : [option, ...preferred];
  for (const candidate of candidates) {
    const tag = candidate.replace('_', '-');
    const exact = findLocale(tag);
    if (exact) return exact;
    const language = tag.split('-')[0] ?? '';
    const base = findLocale(language === 'no' ? 'nb' : language);
    if (base) return base;
  }
  return 'en';
}
