import { type CompleteLocale, frameLocale } from '../i18n/catalogue.js';
import { DASH_DE } from './messages/de.js';
import { DASH_EN, type DashCatalogue, type DashMessageId } from './messages/en.js';
import { DASH_ES } from './messages/es.js';
import { DASH_FR } from './messages/fr.js';
import { DASH_IT } from './messages/it.js';
import { DASH_JA } from './messages/ja.js';
import { DASH_NL } from './messages/nl.js';

/** The operator's dashboard is translated to fewer locales than the shopper's frames. */
export const DASH_CATALOGUES: Readonly<Partial<Record<CompleteLocale, DashCatalogue>>> = {
  en: DASH_EN,
  fr: DASH_FR,
  de: DASH_DE,
  es: DASH_ES,
  nl: DASH_NL,
  it: DASH_IT,
  ja: DASH_JA,
};

export type Translate = (id: DashMessageId) => string;

/** The dashboard's texts in the operator's browser language (English when it has none of ours). */
export function dashboardTexts(preferred: readonly string[]): { t: Translate; lang: string } {
  const { catalogue, lang } = frameLocale('auto', preferred);
  const texts = DASH_CATALOGUES[catalogue];
  if (!texts) return { t: (id) => DASH_EN[id], lang: 'en' };
  return { t: (id) => texts[id] ?? DASH_EN[id], lang };
}

/** A status's label, or the status itself when it has none. */
export function statusLabel(t: Translate, status: string): string {
  const id = `st_${status}`;
  return id in DASH_EN ? t(id as DashMessageId) : status;
}
