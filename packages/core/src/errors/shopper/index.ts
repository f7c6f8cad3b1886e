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

export type { ShopperErrorId, ShopperErrorTexts };
/**
 * The shopper's field errors and card declines in every language the frames speak: each
 * frame's catalogue takes its own language's texts from here (one import, one chunk), and the
 * API server answers a browser's request with them, so a decline reads the same in the form
 * and in `error.message`. Regional catalogues hold only what differs from their parent.
 */
export {
  SHOPPER_ERRORS_AR,
  SHOPPER_ERRORS_BG,
  SHOPPER_ERRORS_CS,
  SHOPPER_ERRORS_DA,
  SHOPPER_ERRORS_DE,
  SHOPPER_ERRORS_EL,
  SHOPPER_ERRORS_EN,
  SHOPPER_ERRORS_EN_CA,
  SHOPPER_ERRORS_EN_GB,
  SHOPPER_ERRORS_ES,
  SHOPPER_ERRORS_ES_419,
  SHOPPER_ERRORS_ET,
  SHOPPER_ERRORS_FI,
  SHOPPER_ERRORS_FIL,
  SHOPPER_ERRORS_FR,
  SHOPPER_ERRORS_FR_CA,
  SHOPPER_ERRORS_HE,
  SHOPPER_ERRORS_HR,
  SHOPPER_ERRORS_HU,
  SHOPPER_ERRORS_ID,
  SHOPPER_ERRORS_IT,
  SHOPPER_ERRORS_JA,
  SHOPPER_ERRORS_KO,
  SHOPPER_ERRORS_LT,
  SHOPPER_ERRORS_LV,
  SHOPPER_ERRORS_MS,
  SHOPPER_ERRORS_MT,
  SHOPPER_ERRORS_NB,
  SHOPPER_ERRORS_NL,
  SHOPPER_ERRORS_PL,
  SHOPPER_ERRORS_PT,
  SHOPPER_ERRORS_PT_BR,
  SHOPPER_ERRORS_RO,
  SHOPPER_ERRORS_RU,
  SHOPPER_ERRORS_SK,
  SHOPPER_ERRORS_SL,
  SHOPPER_ERRORS_SV,
  SHOPPER_ERRORS_TH,
  SHOPPER_ERRORS_TR,
  SHOPPER_ERRORS_VI,
  SHOPPER_ERRORS_ZH,
  SHOPPER_ERRORS_ZH_HK,
  SHOPPER_ERRORS_ZH_TW,
};

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
