import { formatTemplate, type MessageParams } from '../i18n/format.js';
import { type FrameLocale, pickLocale } from '../i18n/locale-chain.js';
import { ONRAMP_DE } from './messages/de.js';
import { ONRAMP_EN, type OnrampCatalogue, type OnrampMessageId } from './messages/en.js';
import { ONRAMP_ES } from './messages/es.js';
import { ONRAMP_FR } from './messages/fr.js';
import { ONRAMP_IT } from './messages/it.js';
import { ONRAMP_JA } from './messages/ja.js';
import { ONRAMP_NL } from './messages/nl.js';

/** The onramp frame's catalogues, one line each: the frame is one download, so they ship together (a few KB). */
export const ONRAMP_CATALOGUES: Readonly<Record<string, Partial<OnrampCatalogue>>> = {
  en: ONRAMP_EN,
  fr: ONRAMP_FR,
  de: ONRAMP_DE,
  es: ONRAMP_ES,
  nl: ONRAMP_NL,
  it: ONRAMP_IT,
  ja: ONRAMP_JA,
};

export type Translate = (id: OnrampMessageId, params?: MessageParams) => string;

/** The frame's texts for the locale the merchant page asked for ('auto' or none: the browser's languages). */
export function onrampTexts(
  locale: string | null,
  preferred: readonly string[],
): { t: Translate; lang: string; dir: FrameLocale['dir'] } {
  const picked = pickLocale(locale ?? 'auto', preferred, Object.keys(ONRAMP_CATALOGUES));
  const texts: OnrampCatalogue = Object.assign(
    {},
    ONRAMP_EN,
    ...picked.chain.map((tag) => ONRAMP_CATALOGUES[tag]).reverse(),
  );
  const t: Translate = (id, params = {}) => formatTemplate(texts[id], params, picked.lang);
  return { t, lang: picked.lang, dir: picked.dir };
}
