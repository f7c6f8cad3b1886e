export { localeChain } from './chain.js';
export {
  isLocaleOption,
  type LocaleOption,
  resolveLocale,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from './locales.js';
