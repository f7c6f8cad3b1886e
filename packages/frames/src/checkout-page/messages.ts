import { formatTemplate, type MessageParams } from '../i18n/format.js';
import { type FrameLocale, pickLocale } from '../i18n/locale-chain.js';
import { PAGE_AR } from './messages/ar.js';
import { PAGE_DE } from './messages/de.js';
import { PAGE_EN, type PageCatalogue, type PageMessageId } from './messages/en.js';
import { PAGE_ES } from './messages/es.js';
import { PAGE_FR } from './messages/fr.js';
import { PAGE_HE } from './messages/he.js';
import { PAGE_IT } from './messages/it.js';
import { PAGE_JA } from './messages/ja.js';
import { PAGE_NL } from './messages/nl.js';

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
