import type { OwnTexts, PageLocale } from '../../html/locale.js';
import type { OauthTexts } from '../oauth-texts.js';
import { AR } from './ar.js';
import { BG } from './bg.js';
import { CS } from './cs.js';
import { DA } from './da.js';
import { DE } from './de.js';
import { EL } from './el.js';
import { ES } from './es.js';
import { ET } from './et.js';
import { FI } from './fi.js';
import { FIL } from './fil.js';
import { FR } from './fr.js';
import { HE } from './he.js';
import { HR } from './hr.js';
import { HU } from './hu.js';
import { ID } from './id.js';
import { IT } from './it.js';
import { JA } from './ja.js';
import { KO } from './ko.js';
import { LT } from './lt.js';
import { LV } from './lv.js';
import { MS } from './ms.js';
import { MT } from './mt.js';
import { NB } from './nb.js';
import { NL } from './nl.js';
import { PL } from './pl.js';
import { PT } from './pt.js';
import { PT_BR } from './pt-BR.js';
import { RO } from './ro.js';
import { RU } from './ru.js';
import { SK } from './sk.js';
import { SL } from './sl.js';
import { SV } from './sv.js';
import { TH } from './th.js';
import { TR } from './tr.js';
import { VI } from './vi.js';
import { ZH } from './zh.js';
import { ZH_HK } from './zh-HK.js';
import { ZH_TW } from './zh-TW.js';

/**
 * The page's texts in every language but English, one file each; a regional variant has only
 * what it words differently, and falls back to its parent for the rest (`withFallbacks`).
 */
export const OAUTH_LOCALES: Omit<OwnTexts<OauthTexts, PageLocale>, 'en'> = {
  fr: FR,
  de: DE,
  es: ES,
  nl: NL,
  it: IT,
  ja: JA,
  'pt-BR': PT_BR,
  pt: PT,
  ko: KO,
  zh: ZH,
  'zh-TW': ZH_TW,
  'zh-HK': ZH_HK,
  id: ID,
  ms: MS,
  vi: VI,
  th: TH,
  tr: TR,
  fil: FIL,
  ar: AR,
  he: HE,
  bg: BG,
  cs: CS,
  da: DA,
  el: EL,
  et: ET,
  fi: FI,
  hr: HR,
  hu: HU,
  lt: LT,
  lv: LV,
  mt: MT,
  nb: NB,
  pl: PL,
  ro: RO,
  ru: RU,
  sk: SK,
  sl: SL,
  sv: SV,
};
