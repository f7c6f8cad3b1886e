/**
 * The shopper's field errors and card declines in every language the frames speak, one module
 * each: a frame's catalogue chunk imports its own language's only. The server looks them up
 * through `@payframe/core/shopper-error-messages`.
 */

export { SHOPPER_ERRORS_AR } from './ar.js';
export { SHOPPER_ERRORS_BG } from './bg.js';
export { SHOPPER_ERRORS_CS } from './cs.js';
export { SHOPPER_ERRORS_DA } from './da.js';
export { SHOPPER_ERRORS_DE } from './de.js';
export { SHOPPER_ERRORS_EL } from './el.js';
export { SHOPPER_ERRORS_EN, type ShopperErrorId, type ShopperErrorTexts } from './en.js';
export { SHOPPER_ERRORS_EN_CA } from './en-CA.js';
export { SHOPPER_ERRORS_EN_GB } from './en-GB.js';
export { SHOPPER_ERRORS_ES } from './es.js';
export { SHOPPER_ERRORS_ES_419 } from './es-419.js';
export { SHOPPER_ERRORS_ET } from './et.js';
export { SHOPPER_ERRORS_FI } from './fi.js';
export { SHOPPER_ERRORS_FIL } from './fil.js';
export { SHOPPER_ERRORS_FR } from './fr.js';
export { SHOPPER_ERRORS_FR_CA } from './fr-CA.js';
export { SHOPPER_ERRORS_HE } from './he.js';
export { SHOPPER_ERRORS_HR } from './hr.js';
export { SHOPPER_ERRORS_HU } from './hu.js';
export { SHOPPER_ERRORS_ID } from './id.js';
export { SHOPPER_ERRORS_IT } from './it.js';
export { SHOPPER_ERRORS_JA } from './ja.js';
export { SHOPPER_ERRORS_KO } from './ko.js';
export { SHOPPER_ERRORS_LT } from './lt.js';
export { SHOPPER_ERRORS_LV } from './lv.js';
export { SHOPPER_ERRORS_MS } from './ms.js';
export { SHOPPER_ERRORS_MT } from './mt.js';
export { SHOPPER_ERRORS_NB } from './nb.js';
export { SHOPPER_ERRORS_NL } from './nl.js';
export { SHOPPER_ERRORS_PL } from './pl.js';
export { SHOPPER_ERRORS_PT } from './pt.js';
export { SHOPPER_ERRORS_PT_BR } from './pt-BR.js';
export { SHOPPER_ERRORS_RO } from './ro.js';
export { SHOPPER_ERRORS_RU } from './ru.js';
export { SHOPPER_ERRORS_SK } from './sk.js';
export { SHOPPER_ERRORS_SL } from './sl.js';
export { SHOPPER_ERRORS_SV } from './sv.js';
export { SHOPPER_ERRORS_TH } from './th.js';
export { SHOPPER_ERRORS_TR } from './tr.js';
export { SHOPPER_ERRORS_VI } from './vi.js';
export { SHOPPER_ERRORS_ZH } from './zh.js';
export { SHOPPER_ERRORS_ZH_HK } from './zh-HK.js';
export { SHOPPER_ERRORS_ZH_TW } from './zh-TW.js';
