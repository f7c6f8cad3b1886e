/**
 * The bank-linking modal's texts: a catalogue of its own (messages/<locale>.ts), each locale
 * its own chunk loaded when the modal opens, so no frame's first load carries them.
 */
import type { FrameLocale } from '../i18n/locale-chain.js';
import { BANK_LINK_EN } from './messages/en.js';

export interface BankLinkTexts {
  merchantFallback: string;
  consentTitle: string;
  consentBody: string;
  agree: string;
  manual: string;
  selectBank: string;
  search: string;
  noResults: string;
  signInTitle: string;
  username: string;
  password: string;
  signIn: string;
  testMode: string;
  oauthWaiting: string;
  continue: string;
  back: string;
  selectAccount: string;
  balance: string;
  notEligible: string;
  link: string;
  successTitle: string;
  successBody: string;
  microdepositsBody: string;
  done: string;
  manualDoneTitle: string;
  manualTitle: string;
  routing: string;
  account: string;
  accountConfirm: string;
  routingInvalid: string;
  accountInvalid: string;
  accountMismatch: string;
  verifyingTitle: string;
  verifyingBody: string;
  verificationIncomplete: string;
}

/** The catalogues besides English; a regional one (es-419, zh-HK) holds only what differs. */
const LOADERS: Readonly<Record<string, () => Promise<Partial<BankLinkTexts>>>> = {
  ar: () => import('./messages/ar.js').then((m) => m.BANK_LINK_AR),
  bg: () => import('./messages/bg.js').then((m) => m.BANK_LINK_BG),
  cs: () => import('./messages/cs.js').then((m) => m.BANK_LINK_CS),
  da: () => import('./messages/da.js').then((m) => m.BANK_LINK_DA),
  de: () => import('./messages/de.js').then((m) => m.BANK_LINK_DE),
  el: () => import('./messages/el.js').then((m) => m.BANK_LINK_EL),
  es: () => import('./messages/es.js').then((m) => m.BANK_LINK_ES),
  'es-419': () => import('./messages/es-419.js').then((m) => m.BANK_LINK_ES_419),
  et: () => import('./messages/et.js').then((m) => m.BANK_LINK_ET),
  fi: () => import('./messages/fi.js').then((m) => m.BANK_LINK_FI),
  fil: () => import('./messages/fil.js').then((m) => m.BANK_LINK_FIL),
  fr: () => import('./messages/fr.js').then((m) => m.BANK_LINK_FR),
  he: () => import('./messages/he.js').then((m) => m.BANK_LINK_HE),
  hr: () => import('./messages/hr.js').then((m) => m.BANK_LINK_HR),
  hu: () => import('./messages/hu.js').then((m) => m.BANK_LINK_HU),
  id: () => import('./messages/id.js').then((m) => m.BANK_LINK_ID),
  it: () => import('./messages/it.js').then((m) => m.BANK_LINK_IT),
  ja: () => import('./messages/ja.js').then((m) => m.BANK_LINK_JA),
  ko: () => import('./messages/ko.js').then((m) => m.BANK_LINK_KO),
  lt: () => import('./messages/lt.js').then((m) => m.BANK_LINK_LT),
  lv: () => import('./messages/lv.js').then((m) => m.BANK_LINK_LV),
  ms: () => import('./messages/ms.js').then((m) => m.BANK_LINK_MS),
  mt: () => import('./messages/mt.js').then((m) => m.BANK_LINK_MT),
  nb: () => import('./messages/nb.js').then((m) => m.BANK_LINK_NB),
  nl: () => import('./messages/nl.js').then((m) => m.BANK_LINK_NL),
  pl: () => import('./messages/pl.js').then((m) => m.BANK_LINK_PL),
  pt: () => import('./messages/pt.js').then((m) => m.BANK_LINK_PT),
  'pt-BR': () => import('./messages/pt-BR.js').then((m) => m.BANK_LINK_PT_BR),
  ro: () => import('./messages/ro.js').then((m) => m.BANK_LINK_RO),
  ru: () => import('./messages/ru.js').then((m) => m.BANK_LINK_RU),
  sk: () => import('./messages/sk.js').then((m) => m.BANK_LINK_SK),
  sl: () => import('./messages/sl.js').then((m) => m.BANK_LINK_SL),
  sv: () => import('./messages/sv.js').then((m) => m.BANK_LINK_SV),
  th: () => import('./messages/th.js').then((m) => m.BANK_LINK_TH),
  tr: () => import('./messages/tr.js').then((m) => m.BANK_LINK_TR),
  vi: () => import('./messages/vi.js').then((m) => m.BANK_LINK_VI),
  zh: () => import('./messages/zh.js').then((m) => m.BANK_LINK_ZH),
  'zh-HK': () => import('./messages/zh-HK.js').then((m) => m.BANK_LINK_ZH_HK),
  'zh-TW': () => import('./messages/zh-TW.js').then((m) => m.BANK_LINK_ZH_TW),
};

/** The locales the modal is written in (English included). */
export const BANK_LINK_LOCALES: readonly string[] = ['en', ...Object.keys(LOADERS)];

/** One catalogue file as written, for the checks. */
export function loadBankLinkCatalogue(locale: string): Promise<Partial<BankLinkTexts>> {
  return locale === 'en' ? Promise.resolve(BANK_LINK_EN) : (LOADERS[locale]?.() ?? Promise.resolve({}));
}

/**
 * The modal's texts in a frame's locale: its chain of catalogues (zh-HK → zh-TW → zh) laid
 * over English, skipping the locales the modal has no texts for. A chunk that cannot load
 * leaves the modal in English, so the shopper can still link an account.
 */
export async function loadBankLinkTexts(locale: Pick<FrameLocale, 'chain'>): Promise<BankLinkTexts> {
  const chain = locale.chain.filter((tag) => LOADERS[tag]);
  try {
    const layers = await Promise.all(chain.map((tag) => loadBankLinkCatalogue(tag)));
    return Object.assign({}, BANK_LINK_EN, ...layers.reverse());
  } catch (error) {
    console.warn(error instanceof Error ? error.message : error);
    return BANK_LINK_EN;
  }
}

/** A text with its `{name}` placeholders filled. */
export function fill(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
