import { formatTemplate, type MessageParams } from '../i18n/format.js';
import { type FrameLocale, pickLocale } from '../i18n/locale-chain.js';
import { PAGE_AR } from './messages/ar.js';
import { PAGE_BG } from './messages/bg.js';
import { PAGE_CS } from './messages/cs.js';
import { PAGE_DA } from './messages/da.js';
import { PAGE_DE } from './messages/de.js';
import { PAGE_EL } from './messages/el.js';
import { PAGE_EN, type PageCatalogue, type PageMessageId } from './messages/en.js';
import { PAGE_ES } from './messages/es.js';
import { PAGE_ES_419 } from './messages/es-419.js';
import { PAGE_ET } from './messages/et.js';
import { PAGE_FI } from './messages/fi.js';
import { PAGE_FIL } from './messages/fil.js';
import { PAGE_FR } from './messages/fr.js';
import { PAGE_FR_CA } from './messages/fr-CA.js';
import { PAGE_HE } from './messages/he.js';
import { PAGE_HR } from './messages/hr.js';
import { PAGE_HU } from './messages/hu.js';
import { PAGE_ID } from './messages/id.js';
import { PAGE_IT } from './messages/it.js';
import { PAGE_JA } from './messages/ja.js';
import { PAGE_KO } from './messages/ko.js';
import { PAGE_LT } from './messages/lt.js';
import { PAGE_LV } from './messages/lv.js';
import { PAGE_MS } from './messages/ms.js';
import { PAGE_MT } from './messages/mt.js';
import { PAGE_NB } from './messages/nb.js';
import { PAGE_NL } from './messages/nl.js';
import { PAGE_PL } from './messages/pl.js';
import { PAGE_PT } from './messages/pt.js';
import { PAGE_PT_BR } from './messages/pt-BR.js';
import { PAGE_RO } from './messages/ro.js';
import { PAGE_RU } from './messages/ru.js';
import { PAGE_SK } from './messages/sk.js';
import { PAGE_SL } from './messages/sl.js';
import { PAGE_SV } from './messages/sv.js';
import { PAGE_TH } from './messages/th.js';
import { PAGE_TR } from './messages/tr.js';
import { PAGE_VI } from './messages/vi.js';
import { PAGE_ZH } from './messages/zh.js';
import { PAGE_ZH_HK } from './messages/zh-HK.js';
import { PAGE_ZH_TW } from './messages/zh-TW.js';

/**
 * The page's catalogues, one line each: a page is one download, so they ship together (a few
 * KB). A regional catalogue (fr-CA, pt-BR…) holds only what differs from its language's.
 */
export const PAGE_CATALOGUES: Readonly<Record<string, Partial<PageCatalogue>>> = {
  en: PAGE_EN,
  fr: PAGE_FR,
  de: PAGE_DE,
  es: PAGE_ES,
  nl: PAGE_NL,
  it: PAGE_IT,
  ja: PAGE_JA,
  ar: PAGE_AR,
  he: PAGE_HE,
  pl: PAGE_PL,
  'pt-BR': PAGE_PT_BR,
  pt: PAGE_PT,
  sv: PAGE_SV,
  da: PAGE_DA,
  nb: PAGE_NB,
  fi: PAGE_FI,
  cs: PAGE_CS,
  sk: PAGE_SK,
  hu: PAGE_HU,
  ro: PAGE_RO,
  ru: PAGE_RU,
  bg: PAGE_BG,
  el: PAGE_EL,
  hr: PAGE_HR,
  sl: PAGE_SL,
  et: PAGE_ET,
  lv: PAGE_LV,
  lt: PAGE_LT,
  mt: PAGE_MT,
  ko: PAGE_KO,
  zh: PAGE_ZH,
  'zh-TW': PAGE_ZH_TW,
  'zh-HK': PAGE_ZH_HK,
  'es-419': PAGE_ES_419,
  'fr-CA': PAGE_FR_CA,
  'en-GB': PAGE_EN,
  'en-CA': PAGE_EN,
  'en-AU': PAGE_EN,
  'en-IE': PAGE_EN,
  'en-IN': PAGE_EN,
  'en-NZ': PAGE_EN,
  'en-SG': PAGE_EN,
  tr: PAGE_TR,
  th: PAGE_TH,
  vi: PAGE_VI,
  id: PAGE_ID,
  ms: PAGE_MS,
  fil: PAGE_FIL,
};

export type Translate = (id: PageMessageId, params?: MessageParams) => string;

/** The page's texts for the session's `locale` ('auto' or none: the browser's languages). */
export function pageTexts(
  locale: string | null,
  preferred: readonly string[],
): { t: Translate; lang: string; dir: FrameLocale['dir'] } {
  const picked = pickLocale(locale ?? 'auto', preferred, Object.keys(PAGE_CATALOGUES));
  const texts: PageCatalogue = Object.assign(
    {},
    PAGE_EN,
    ...picked.chain.map((tag) => PAGE_CATALOGUES[tag]).reverse(),
  );
  const t: Translate = (id, params = {}) => formatTemplate(texts[id], params, picked.lang);
  return { t, lang: picked.lang, dir: picked.dir };
}
