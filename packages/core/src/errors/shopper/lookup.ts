import { localeChain } from '../../locales/chain.js';
import { resolveLocale } from '../../locales/locales.js';
import { SHOPPER_ERRORS_AR } from './ar.js';
import { SHOPPER_ERRORS_BG } from './bg.js';
import { SHOPPER_ERRORS_CS } from './cs.js';
import { SHOPPER_ERRORS_DA } from './da.js';
import { SHOPPER_ERRORS_DE } from './de.js';
import { SHOPPER_ERRORS_EL } from './el.js';
import { SHOPPER_ERRORS_EN, type ShopperErrorId, type ShopperErrorTexts } from './en.js';
import { SHOPPER_ERRORS_EN_CA } from './en-CA.js';
import { SHOPPER_ERRORS_EN_GB } from './en-GB.js';
import { SHOPPER_ERRORS_ES } from './es.js';
import { SHOPPER_ERRORS_ES_419 } from './es-419.js';
import { SHOPPER_ERRORS_ET } from './et.js';
import { SHOPPER_ERRORS_FI } from './fi.js';
import { SHOPPER_ERRORS_FIL } from './fil.js';
import { SHOPPER_ERRORS_FR } from './fr.js';
import { SHOPPER_ERRORS_FR_CA } from './fr-CA.js';
import { SHOPPER_ERRORS_HE } from './he.js';
import { SHOPPER_ERRORS_HR } from './hr.js';
import { SHOPPER_ERRORS_HU } from './hu.js';
import { SHOPPER_ERRORS_ID } from './id.js';
import { SHOPPER_ERRORS_IT } from './it.js';
import { SHOPPER_ERRORS_JA } from './ja.js';
import { SHOPPER_ERRORS_KO } from './ko.js';
import { SHOPPER_ERRORS_LT } from './lt.js';
import { SHOPPER_ERRORS_LV } from './lv.js';
import { SHOPPER_ERRORS_MS } from './ms.js';
import { SHOPPER_ERRORS_MT } from './mt.js';
import { SHOPPER_ERRORS_NB } from './nb.js';
import { SHOPPER_ERRORS_NL } from './nl.js';
import { SHOPPER_ERRORS_PL } from './pl.js';
import { SHOPPER_ERRORS_PT } from './pt.js';
import { SHOPPER_ERRORS_PT_BR } from './pt-BR.js';
import { SHOPPER_ERRORS_RO } from './ro.js';
import { SHOPPER_ERRORS_RU } from './ru.js';
import { SHOPPER_ERRORS_SK } from './sk.js';
import { SHOPPER_ERRORS_SL } from './sl.js';
import { SHOPPER_ERRORS_SV } from './sv.js';
import { SHOPPER_ERRORS_TH } from './th.js';
import { SHOPPER_ERRORS_TR } from './tr.js';
import { SHOPPER_ERRORS_VI } from './vi.js';
import { SHOPPER_ERRORS_ZH } from './zh.js';
import { SHOPPER_ERRORS_ZH_HK } from './zh-HK.js';
import { SHOPPER_ERRORS_ZH_TW } from './zh-TW.js';

/**
 * Every language's shopper error texts together, for the API server, which answers a browser's
 * request in its language (the frames import one language's module each, never this map).
 */
const CATALOGUES: Readonly<Record<string, Partial<ShopperErrorTexts>>> = {
  en: SHOPPER_ERRORS_EN,
  ar: SHOPPER_ERRORS_AR,
  bg: SHOPPER_ERRORS_BG,
  cs: SHOPPER_ERRORS_CS,
  da: SHOPPER_ERRORS_DA,
  de: SHOPPER_ERRORS_DE,
  el: SHOPPER_ERRORS_EL,
  'en-CA': SHOPPER_ERRORS_EN_CA,
  'en-GB': SHOPPER_ERRORS_EN_GB,
  es: SHOPPER_ERRORS_ES,
  'es-419': SHOPPER_ERRORS_ES_419,
  et: SHOPPER_ERRORS_ET,
  fi: SHOPPER_ERRORS_FI,
  fil: SHOPPER_ERRORS_FIL,
  fr: SHOPPER_ERRORS_FR,
  'fr-CA': SHOPPER_ERRORS_FR_CA,
  he: SHOPPER_ERRORS_HE,
  hr: SHOPPER_ERRORS_HR,
  hu: SHOPPER_ERRORS_HU,
  id: SHOPPER_ERRORS_ID,
  it: SHOPPER_ERRORS_IT,
  ja: SHOPPER_ERRORS_JA,
  ko: SHOPPER_ERRORS_KO,
  lt: SHOPPER_ERRORS_LT,
  lv: SHOPPER_ERRORS_LV,
  ms: SHOPPER_ERRORS_MS,
  mt: SHOPPER_ERRORS_MT,
  nb: SHOPPER_ERRORS_NB,
  nl: SHOPPER_ERRORS_NL,
  pl: SHOPPER_ERRORS_PL,
  pt: SHOPPER_ERRORS_PT,
  'pt-BR': SHOPPER_ERRORS_PT_BR,
  ro: SHOPPER_ERRORS_RO,
  ru: SHOPPER_ERRORS_RU,
  sk: SHOPPER_ERRORS_SK,
  sl: SHOPPER_ERRORS_SL,
  sv: SHOPPER_ERRORS_SV,
  th: SHOPPER_ERRORS_TH,
  tr: SHOPPER_ERRORS_TR,
  vi: SHOPPER_ERRORS_VI,
  zh: SHOPPER_ERRORS_ZH,
  'zh-HK': SHOPPER_ERRORS_ZH_HK,
  'zh-TW': SHOPPER_ERRORS_ZH_TW,
};

/** The languages there are shopper error texts for. */
export const SHOPPER_ERROR_LOCALES: readonly string[] = Object.keys(CATALOGUES);

/**
 * The message for a field error or decline id in the first supported locale of `preferred`
 * (an Accept-Language list, most wanted first), through the locale's chain of catalogues
 * (es-419 → es → en); null when the id is none of the shopper's errors.
 */
export function shopperErrorMessage(id: string, preferred: readonly string[]): string | null {
  if (!Object.hasOwn(SHOPPER_ERRORS_EN, id)) return null;
  const locale = resolveLocale('auto', preferred);
  for (const tag of localeChain(locale)) {
    const text = CATALOGUES[tag]?.[id as ShopperErrorId];
    if (text !== undefined) return text;
  }
  return SHOPPER_ERRORS_EN[id as ShopperErrorId];
}
