import { resolveLocale } from '@payframe/core/form';
import { type Catalogue, EN, type MessageId } from './messages/en.js';

/** Locales with a complete catalogue; any other locale reads English. */
export const COMPLETE_LOCALES = [
  'en',
  'fr',
  'de',
  'es',
  'nl',
  'it',
  'ja',
  'pl',
  'pt-BR',
  'pt',
  'sv',
  'da',
  'nb',
  'fi',
  'cs',
  'sk',
  'hu',
  'ro',
  'ru',
  'bg',
  'el',
  'hr',
  'sl',
  'et',
  'lv',
  'lt',
  'mt',
  'ko',
  'zh',
  'zh-TW',
  'zh-HK',
  'es-419',
  'fr-CA',
  'en-GB',
  'en-CA',
  'en-AU',
  'en-IE',
  'en-IN',
  'en-NZ',
  'en-SG',
  'tr',
  'th',
  'vi',
  'id',
  'ms',
  'fil',
] as const;
export type CompleteLocale = (typeof COMPLETE_LOCALES)[number];

/** Each catalogue but English is its own chunk: a frame downloads only the one it shows. */
const LOADERS: Readonly<Record<Exclude<CompleteLocale, 'en'>, () => Promise<Catalogue>>> = {
  fr: () => import('./messages/fr.js').then((m) => m.FR),
  de: () => import('./messages/de.js').then((m) => m.DE),
  es: () => import('./messages/es.js').then((m) => m.ES),
  nl: () => import('./messages/nl.js').then((m) => m.NL),
  it: () => import('./messages/it.js').then((m) => m.IT),
  ja: () => import('./messages/ja.js').then((m) => m.JA),
  pl: () => import('./messages/pl.js').then((m) => m.PL),
  'pt-BR': () => import('./messages/pt-BR.js').then((m) => m.PT_BR),
  pt: () => import('./messages/pt.js').then((m) => m.PT),
  sv: () => import('./messages/sv.js').then((m) => m.SV),
  da: () => import('./messages/da.js').then((m) => m.DA),
  nb: () => import('./messages/nb.js').then((m) => m.NB),
  fi: () => import('./messages/fi.js').then((m) => m.FI),
  cs: () => import('./messages/cs.js').then((m) => m.CS),
  sk: () => import('./messages/sk.js').then((m) => m.SK),
  hu: () => import('./messages/hu.js').then((m) => m.HU),
  ro: () => import('./messages/ro.js').then((m) => m.RO),
  ru: () => import('./messages/ru.js').then((m) => m.RU),
  bg: () => import('./messages/bg.js').then((m) => m.BG),
  el: () => import('./messages/el.js').then((m) => m.EL),
  hr: () => import('./messages/hr.js').then((m) => m.HR),
  sl: () => import('./messages/sl.js').then((m) => m.SL),
  et: () => import('./messages/et.js').then((m) => m.ET),
  lv: () => import('./messages/lv.js').then((m) => m.LV),
  lt: () => import('./messages/lt.js').then((m) => m.LT),
  mt: () => import('./messages/mt.js').then((m) => m.MT),
  ko: () => import('./messages/ko.js').then((m) => m.KO),
  zh: () => import('./messages/zh.js').then((m) => m.ZH),
  'zh-TW': () => import('./messages/zh-TW.js').then((m) => m.ZH_TW),
  'zh-HK': () => import('./messages/zh-HK.js').then((m) => m.ZH_HK),
  'es-419': () => import('./messages/es-419.js').then((m) => m.ES_419),
  'fr-CA': () => import('./messages/fr-CA.js').then((m) => m.FR_CA),
  'en-GB': () => import('./messages/en-GB.js').then((m) => m.EN_GB),
  'en-CA': () => import('./messages/en-CA.js').then((m) => m.EN_CA),
  'en-AU': () => import('./messages/en-GB.js').then((m) => m.EN_GB),
  'en-IE': () => import('./messages/en-GB.js').then((m) => m.EN_GB),
  'en-IN': () => import('./messages/en-GB.js').then((m) => m.EN_GB),
  'en-NZ': () => import('./messages/en-GB.js').then((m) => m.EN_GB),
  'en-SG': () => import('./messages/en-GB.js').then((m) => m.EN_GB),
  tr: () => import('./messages/tr.js').then((m) => m.TR),
  th: () => import('./messages/th.js').then((m) => m.TH),
  vi: () => import('./messages/vi.js').then((m) => m.VI),
  id: () => import('./messages/id.js').then((m) => m.ID),
  ms: () => import('./messages/ms.js').then((m) => m.MS),
  fil: () => import('./messages/fil.js').then((m) => m.FIL),
};

export interface FrameLocale {
  /** The catalogue the frame reads. */
  catalogue: CompleteLocale;
  /** The `lang` of the frame document: the supported locale, or en when it reads English. */
  lang: string;
}

/**
 * The locale a frame shows for the `locale` option ('auto', a supported locale, or anything
 * else, which reads as auto) and the browser's languages: the supported locale core resolves,
 * then its catalogue by exact tag (pt-BR) or by language (fr-CA reads fr), else English.
 */
export function frameLocale(option: string, preferred: readonly string[]): FrameLocale {
  const locale = resolveLocale(option, preferred);
  const language = locale.split('-')[0] ?? 'en';
  const complete = COMPLETE_LOCALES as readonly string[];
  const catalogue = complete.includes(locale)
    ? (locale as CompleteLocale)
    : complete.includes(language)
      ? (language as CompleteLocale)
      : 'en';
  return { catalogue, lang: catalogue === 'en' && language !== 'en' ? 'en' : locale };
}

/** A locale's catalogue; English when its chunk cannot load (a missing chunk must not block paying). */
export async function loadCatalogue(locale: CompleteLocale): Promise<Catalogue> {
  if (locale === 'en') return EN;
  try {
    return await LOADERS[locale]();
  } catch {
    return EN;
  }
}

/** A message with its `{name}` placeholders filled. */
export function formatMessage(
  catalogue: Catalogue,
  id: MessageId,
  params: Readonly<Record<string, string>> = {},
): string {
  const template = catalogue[id] ?? EN[id];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** Whether a string is a message id (field error codes come from the wire as plain strings). */
export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(EN, id);
}
