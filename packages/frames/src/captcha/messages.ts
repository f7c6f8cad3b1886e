import { formatTemplate, type MessageParams } from '../i18n/format.js';
import { type FrameLocale, pickLocale } from '../i18n/locale-chain.js';
import { VERIFY_EN, type VerifyCatalogue, type VerifyMessageId } from './messages/en.js';

export type { VerifyMessageId };

/**
 * The words of the risk engine's challenges (docs/radar.md#challenges) besides English, each
 * its own chunk: the modal downloads only the one it shows (and its parent's, for a regional
 * one such as fr-CA or zh-HK, which holds only what differs).
 */
const LOADERS: Readonly<Record<string, () => Promise<Partial<VerifyCatalogue>>>> = {
  ar: () => import('./messages/ar.js').then((m) => m.VERIFY_AR),
  bg: () => import('./messages/bg.js').then((m) => m.VERIFY_BG),
  cs: () => import('./messages/cs.js').then((m) => m.VERIFY_CS),
  da: () => import('./messages/da.js').then((m) => m.VERIFY_DA),
  de: () => import('./messages/de.js').then((m) => m.VERIFY_DE),
  el: () => import('./messages/el.js').then((m) => m.VERIFY_EL),
  es: () => import('./messages/es.js').then((m) => m.VERIFY_ES),
  'es-419': () => import('./messages/es-419.js').then((m) => m.VERIFY_ES_419),
  et: () => import('./messages/et.js').then((m) => m.VERIFY_ET),
  fi: () => import('./messages/fi.js').then((m) => m.VERIFY_FI),
  fil: () => import('./messages/fil.js').then((m) => m.VERIFY_FIL),
  fr: () => import('./messages/fr.js').then((m) => m.VERIFY_FR),
  'fr-CA': () => import('./messages/fr-CA.js').then((m) => m.VERIFY_FR_CA),
  he: () => import('./messages/he.js').then((m) => m.VERIFY_HE),
  hr: () => import('./messages/hr.js').then((m) => m.VERIFY_HR),
  hu: () => import('./messages/hu.js').then((m) => m.VERIFY_HU),
  id: () => import('./messages/id.js').then((m) => m.VERIFY_ID),
  it: () => import('./messages/it.js').then((m) => m.VERIFY_IT),
  ja: () => import('./messages/ja.js').then((m) => m.VERIFY_JA),
  ko: () => import('./messages/ko.js').then((m) => m.VERIFY_KO),
  lt: () => import('./messages/lt.js').then((m) => m.VERIFY_LT),
  lv: () => import('./messages/lv.js').then((m) => m.VERIFY_LV),
  ms: () => import('./messages/ms.js').then((m) => m.VERIFY_MS),
  mt: () => import('./messages/mt.js').then((m) => m.VERIFY_MT),
  nb: () => import('./messages/nb.js').then((m) => m.VERIFY_NB),
  nl: () => import('./messages/nl.js').then((m) => m.VERIFY_NL),
  pl: () => import('./messages/pl.js').then((m) => m.VERIFY_PL),
  pt: () => import('./messages/pt.js').then((m) => m.VERIFY_PT),
  'pt-BR': () => import('./messages/pt-BR.js').then((m) => m.VERIFY_PT_BR),
  ro: () => import('./messages/ro.js').then((m) => m.VERIFY_RO),
  ru: () => import('./messages/ru.js').then((m) => m.VERIFY_RU),
  sk: () => import('./messages/sk.js').then((m) => m.VERIFY_SK),
  sl: () => import('./messages/sl.js').then((m) => m.VERIFY_SL),
  sv: () => import('./messages/sv.js').then((m) => m.VERIFY_SV),
  th: () => import('./messages/th.js').then((m) => m.VERIFY_TH),
  tr: () => import('./messages/tr.js').then((m) => m.VERIFY_TR),
  vi: () => import('./messages/vi.js').then((m) => m.VERIFY_VI),
  zh: () => import('./messages/zh.js').then((m) => m.VERIFY_ZH),
  'zh-HK': () => import('./messages/zh-HK.js').then((m) => m.VERIFY_ZH_HK),
  'zh-TW': () => import('./messages/zh-TW.js').then((m) => m.VERIFY_ZH_TW),
};

/** The locales the challenge modal is written in (English included). */
export const VERIFY_LOCALES: readonly string[] = ['en', ...Object.keys(LOADERS)];

/** One catalogue file as written (complete, or only a region's differences), for the checks. */
export function loadVerifyCatalogue(locale: string): Promise<Partial<VerifyCatalogue>> {
  return locale === 'en' ? Promise.resolve(VERIFY_EN) : (LOADERS[locale]?.() ?? Promise.resolve({}));
}

export interface VerifyTexts {
  t: (id: VerifyMessageId, params?: MessageParams) => string;
  lang: string;
  dir: FrameLocale['dir'];
}

/**
 * The modal's words for the elements' locale ('auto' or anything unsupported: the browser's
 * languages), its chain of catalogues laid over English (fr-CA, then fr, then English). A chunk
 * that cannot load leaves the modal in English, so the shopper can still answer the challenge.
 */
export async function loadVerifyTexts(option: string, preferred: readonly string[]): Promise<VerifyTexts> {
  const picked = pickLocale(option, preferred, VERIFY_LOCALES);
  let layers: Partial<VerifyCatalogue>[];
  try {
    layers = await Promise.all(picked.chain.map((tag) => loadVerifyCatalogue(tag)));
  } catch (error) {
    console.warn(error instanceof Error ? error.message : error);
    return englishVerifyTexts();
  }
  const words: VerifyCatalogue = Object.assign({}, VERIFY_EN, ...layers.reverse());
  return {
    t: (id, params = {}) => formatTemplate(words[id], params, picked.lang),
    lang: picked.lang,
    dir: picked.dir,
  };
}

/** The English words, at once. */
export function englishVerifyTexts(): VerifyTexts {
  return { t: (id, params = {}) => formatTemplate(VERIFY_EN[id], params, 'en'), lang: 'en', dir: 'ltr' };
}
