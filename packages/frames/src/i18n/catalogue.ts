import { LOCALE_DATA_UNAVAILABLE } from '@payframe/core/form';
import { argumentNames, formatTemplate, type MessageParams } from './format.js';
import { type FrameLocale, pickLocale } from './locale-chain.js';
import { type Catalogue, EN, type MessageId } from './messages/en.js';

/** What a regional catalogue holds: only the messages that differ from its base language. */
export type PartialCatalogue = Partial<Catalogue>;

/**
 * The catalogues besides English, one line each, each its own chunk: a frame downloads only
 * the ones it shows. A language's catalogue is complete; a regional one (fr-CA, pt-BR,
 * es-419, en-GB, zh-TW) holds only what differs and is laid over its base (locale-chain.ts).
 */
const LOADERS: Readonly<Record<string, () => Promise<PartialCatalogue>>> = {
  fr: () => import('./messages/fr.js').then((m) => m.FR),
  de: () => import('./messages/de.js').then((m) => m.DE),
  es: () => import('./messages/es.js').then((m) => m.ES),
  nl: () => import('./messages/nl.js').then((m) => m.NL),
  it: () => import('./messages/it.js').then((m) => m.IT),
  ja: () => import('./messages/ja.js').then((m) => m.JA),
  ar: () => import('./messages/ar.js').then((m) => m.AR),
  he: () => import('./messages/he.js').then((m) => m.HE),
  pl: () => import('./messages/pl.js').then((m) => m.PL),
  'pt-BR': () => import('./messages/pt-BR.js').then((m) => m.PT_BR),
  pt: () => import('./messages/pt.js').then((m) => m.PT),
  sv: () => import('./messages/sv.js').then((m) => m.SV),
  da: () => import('./messages/da.js').then((m) => m.DA),
  nb: () => import('./messages/nb.js').then((m) => m.NB),
  fi: () => import('./messages/fi.js').then((m) => m.FI),
  cs: () => import('./messages/cs.js').then((m) => m.CS),
  sk: () => import('./messages/sk.js').then((m) => m.SK),
  hu: () => import('./messages/hu.js').then((m) => m.HU),
  ro: () => import('./messages/ro.js').then((m) => m.RO),
  ru: () => import('./messages/ru.js').then((m) => m.RU),
  bg: () => import('./messages/bg.js').then((m) => m.BG),
  el: () => import('./messages/el.js').then((m) => m.EL),
  hr: () => import('./messages/hr.js').then((m) => m.HR),
  sl: () => import('./messages/sl.js').then((m) => m.SL),
  et: () => import('./messages/et.js').then((m) => m.ET),
  lv: () => import('./messages/lv.js').then((m) => m.LV),
  lt: () => import('./messages/lt.js').then((m) => m.LT),
  mt: () => import('./messages/mt.js').then((m) => m.MT),
  ko: () => import('./messages/ko.js').then((m) => m.KO),
  zh: () => import('./messages/zh.js').then((m) => m.ZH),
  'zh-TW': () => import('./messages/zh-TW.js').then((m) => m.ZH_TW),
  'zh-HK': () => import('./messages/zh-HK.js').then((m) => m.ZH_HK),
  'es-419': () => import('./messages/es-419.js').then((m) => m.ES_419),
  'fr-CA': () => import('./messages/fr-CA.js').then((m) => m.FR_CA),
  'en-GB': () => import('./messages/en-GB.js').then((m) => m.EN_GB),
  'en-CA': () => import('./messages/en-CA.js').then((m) => m.EN_CA),
  tr: () => import('./messages/tr.js').then((m) => m.TR),
  th: () => import('./messages/th.js').then((m) => m.TH),
  vi: () => import('./messages/vi.js').then((m) => m.VI),
  id: () => import('./messages/id.js').then((m) => m.ID),
  ms: () => import('./messages/ms.js').then((m) => m.MS),
  fil: () => import('./messages/fil.js').then((m) => m.FIL),
};

/** The locales with a catalogue of their own (English included). */
export const CATALOGUE_LOCALES: readonly string[] = ['en', ...Object.keys(LOADERS)];

export type { FrameLocale };

/** The locale a frame shows for the `locale` option and the browser's languages (locale-chain.ts). */
export function frameLocale(option: string, preferred: readonly string[]): FrameLocale {
  return pickLocale(option, preferred, CATALOGUE_LOCALES);
}

/** The error a catalogue chunk that cannot be fetched rejects with. */
export class LocaleDataError extends Error {
  readonly code = 'locale_data_unavailable';
  constructor(readonly locale: string) {
    super(LOCALE_DATA_UNAVAILABLE);
  }
}

/**
 * A locale's catalogue: its chain of catalogues laid over English. A chunk that cannot be
 * fetched rejects with "Could not load locale data": callers decide to show English instead.
 */
export async function loadCatalogue(locale: string | FrameLocale): Promise<Catalogue> {
  const chain = typeof locale === 'string' ? frameLocale(locale, []).chain : locale.chain;
  if (chain.length === 0) return EN;
  const layers = await Promise.all(
    chain.map((tag) => {
      const load = LOADERS[tag];
      if (!load) return Promise.reject(new LocaleDataError(tag));
      return load().catch(() => Promise.reject(new LocaleDataError(tag)));
    }),
  );
  return Object.assign({}, EN, ...layers.reverse()) as Catalogue;
}

/** One catalogue file as written (complete or regional), for the catalogue checks. */
export function loadCatalogueFile(locale: string): Promise<PartialCatalogue> {
  return locale === 'en'
    ? Promise.resolve(EN)
    : (LOADERS[locale]?.() ?? Promise.reject(new LocaleDataError(locale)));
}

/**
 * A message with its arguments filled (`{name}`, and ICU `{n, plural, …}` / `{x, select, …}`),
 * numbers and plural forms in `lang`.
 */
export function formatMessage(
  catalogue: Catalogue,
  id: MessageId,
  params: MessageParams = {},
  lang = 'en',
): string {
  return formatTemplate(catalogue[id] ?? EN[id], params, lang);
}

export { argumentNames };

/**
 * The message for an error code the shopper is shown: a field error (`error.<code>`), else a
 * card decline (`decline.<decline_code>`; a card_declined without a known reason reads as a
 * generic decline); null for a code no catalogue words (its API message is shown).
 */
export function errorMessageId(code: string): MessageId | null {
  for (const id of [`error.${code}`, `decline.${code}`]) if (isMessageId(id)) return id;
  return code === 'card_declined' ? 'decline.generic_decline' : null;
}

/** Whether a string is a message id (field error codes come from the wire as plain strings). */
export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(EN, id);
}
