import { type CompleteLocale, frameLocale } from '../i18n/catalogue.js';
import { ONRAMP_DE } from './messages/de.js';
import { ONRAMP_EN, type OnrampCatalogue, type OnrampMessageId } from './messages/en.js';
import { ONRAMP_ES } from './messages/es.js';
import { ONRAMP_FR } from './messages/fr.js';
import { ONRAMP_IT } from './messages/it.js';
import { ONRAMP_JA } from './messages/ja.js';
import { ONRAMP_NL } from './messages/nl.js';

/** The onramp frame's catalogues: the frame is one download, so all seven ship together (a few KB). */
export const ONRAMP_CATALOGUES: Readonly<Record<CompleteLocale, OnrampCatalogue>> = {
  en: ONRAMP_EN,
  fr: ONRAMP_FR,
  de: ONRAMP_DE,
  es: ONRAMP_ES,
  nl: ONRAMP_NL,
  it: ONRAMP_IT,
  ja: ONRAMP_JA,
};

export type Translate = (id: OnrampMessageId, params?: Readonly<Record<string, string>>) => string;

/** The frame's texts for the locale the merchant page asked for ('auto' or none: the browser's languages). */
export function onrampTexts(
  locale: string | null,
  preferred: readonly string[],
): { t: Translate; lang: string } {
  const { catalogue, lang } = frameLocale(locale ?? 'auto', preferred);
  const texts = ONRAMP_CATALOGUES[catalogue];
  const t: Translate = (id, params = {}) =>
    (texts[id] ?? ONRAMP_EN[id]).replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  return { t, lang };
}
