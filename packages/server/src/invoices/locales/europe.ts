import type { EuropeanLocale } from '../../html/locale.js';
import type { InvoiceTexts } from '../invoice-texts.js';
import { BG } from './bg.js';
import { CS } from './cs.js';
import { DA } from './da.js';
import { EL } from './el.js';
import { ET } from './et.js';
import { FI } from './fi.js';
import { HR } from './hr.js';
import { HU } from './hu.js';
import { LT } from './lt.js';
import { LV } from './lv.js';
import { MT } from './mt.js';
import { NB } from './nb.js';
import { PL } from './pl.js';
import { RO } from './ro.js';
import { RU } from './ru.js';
import { SK } from './sk.js';
import { SL } from './sl.js';
import { SV } from './sv.js';

/** The page's texts in the European languages of the frames beyond the first ones, one file each. */
export const INVOICE_TEXTS_EUROPE: Readonly<Record<EuropeanLocale, InvoiceTexts>> = {
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
