import { formatTemplate, type MessageParams } from '../i18n/format.js';
import { type FrameLocale, pickLocale } from '../i18n/locale-chain.js';
import { ONRAMP_EN, type OnrampCatalogue, type OnrampMessageId } from './messages/en.js';

/**
 * The onramp frame's catalogues besides English, each its own chunk: the frame downloads
 * only the one it shows (and its parent's, for a regional one such as fr-CA or zh-HK).
 */
const LOADERS: Readonly<Record<string, () => Promise<Partial<OnrampCatalogue>>>> = {
  ar: () => import('./messages/ar.js').then((m) => m.ONRAMP_AR),
  bg: () => import('./messages/bg.js').then((m) => m.ONRAMP_BG),
  cs: () => import('./messages/cs.js').then((m) => m.ONRAMP_CS),
  da: () => import('./messages/da.js').then((m) => m.ONRAMP_DA),
  de: () => import('./messages/de.js').then((m) => m.ONRAMP_DE),
  el: () => import('./messages/el.js').then((m) => m.ONRAMP_EL),
  es: () => import('./messages/es.js').then((m) => m.ONRAMP_ES),
  'es-419': () => import('./messages/es-419.js').then((m) => m.ONRAMP_ES_419),
  et: () => import('./messages/et.js').then((m) => m.ONRAMP_ET),
  fi: () => import('./messages/fi.js').then((m) => m.ONRAMP_FI),
  fil: () => import('./messages/fil.js').then((m) => m.ONRAMP_FIL),
  fr: () => import('./messages/fr.js').then((m) => m.ONRAMP_FR),
  'fr-CA': () => import('./messages/fr-CA.js').then((m) => m.ONRAMP_FR_CA),
  he: () => import('./messages/he.js').then((m) => m.ONRAMP_HE),
  hr: () => import('./messages/hr.js').then((m) => m.ONRAMP_HR),
  hu: () => import('./messages/hu.js').then((m) => m.ONRAMP_HU),
  id: () => import('./messages/id.js').then((m) => m.ONRAMP_ID),
  it: () => import('./messages/it.js').then((m) => m.ONRAMP_IT),
  ja: () => import('./messages/ja.js').then((m) => m.ONRAMP_JA),
  ko: () => import('./messages/ko.js').then((m) => m.ONRAMP_KO),
  lt: () => import('./messages/lt.js').then((m) => m.ONRAMP_LT),
  lv: () => import('./messages/lv.js').then((m) => m.ONRAMP_LV),
  ms: () => import('./messages/ms.js').then((m) => m.ONRAMP_MS),
  mt: () => import('./messages/mt.js').then((m) => m.ONRAMP_MT),
  nb: () => import('./messages/nb.js').then((m) => m.ONRAMP_NB),
  nl: () => import('./messages/nl.js').then((m) => m.ONRAMP_NL),
  pl: () => import('./messages/pl.js').then((m) => m.ONRAMP_PL),
  pt: () => import('./messages/pt.js').then((m) => m.ONRAMP_PT),
  'pt-BR': () => import('./messages/pt-BR.js').then((m) => m.ONRAMP_PT_BR),
  ro: () => import('./messages/ro.js').then((m) => m.ONRAMP_RO),
  ru: () => import('./messages/ru.js').then((m) => m.ONRAMP_RU),
  sk: () => import('./messages/sk.js').then((m) => m.ONRAMP_SK),
  sl: () => import('./messages/sl.js').then((m) => m.ONRAMP_SL),
  sv: () => import('./messages/sv.js').then((m) => m.ONRAMP_SV),
  th: () => import('./messages/th.js').then((m) => m.ONRAMP_TH),
  tr: () => import('./messages/tr.js').then((m) => m.ONRAMP_TR),
  vi: () => import('./messages/vi.js').then((m) => m.ONRAMP_VI),
  zh: () => import('./messages/zh.js').then((m) => m.ONRAMP_ZH),
  'zh-HK': () => import('./messages/zh-HK.js').then((m) => m.ONRAMP_ZH_HK),
  'zh-TW': () => import('./messages/zh-TW.js').then((m) => m.ONRAMP_ZH_TW),
};

/** The locales the onramp frame is written in (English included). */
export const ONRAMP_LOCALES: readonly string[] = ['en', ...Object.keys(LOADERS)];

/** One catalogue file as written (complete, or only a region's differences), for the checks. */
export function loadOnrampCatalogue(locale: string): Promise<Partial<OnrampCatalogue>> {
  return locale === 'en' ? Promise.resolve(ONRAMP_EN) : (LOADERS[locale]?.() ?? Promise.resolve({}));
}

export type Translate = (id: OnrampMessageId, params?: MessageParams) => string;

export interface OnrampTexts {
  t: Translate;
  lang: string;
  dir: FrameLocale['dir'];
}

/**
 * The frame's texts for the locale the merchant page asked for ('auto' or none: the browser's
 * languages), its chain of catalogues laid over English. A chunk that cannot load leaves the
 * frame in English, so the buyer can still go on.
 */
export async function loadOnrampTexts(
  locale: string | null,
  preferred: readonly string[],
): Promise<OnrampTexts> {
  const picked = pickLocale(locale ?? 'auto', preferred, ONRAMP_LOCALES);
  let layers: Partial<OnrampCatalogue>[];
  try {
    layers = await Promise.all(picked.chain.map((tag) => loadOnrampCatalogue(tag)));
  } catch (error) {
    console.warn(error instanceof Error ? error.message : error);
    return englishTexts();
  }
  const texts: OnrampCatalogue = Object.assign({}, ONRAMP_EN, ...layers.reverse());
  const t: Translate = (id, params = {}) => formatTemplate(texts[id], params, picked.lang);
  return { t, lang: picked.lang, dir: picked.dir };
}

/** The English texts, at once. */
export function englishTexts(): OnrampTexts {
  return { t: (id, params = {}) => formatTemplate(ONRAMP_EN[id], params, 'en'), lang: 'en', dir: 'ltr' };
}
