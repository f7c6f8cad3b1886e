export {
  BIN_PREFIX_LENGTH,
  type BinRange,
  binPrefixOf,
  binRangeMatches,
  COMPARABLE_PREFIX_LENGTH,
  matchBinRanges,
  validateBinPrefix,
} from './bin.js';
export { detectCardBrand } from './brand-detection.js';
export {
  type CardBrandFilter,
  type CardBrandFilterOptions,
  DISCOVER_GLOBAL_NETWORK_BRANDS,
  FILTERABLE_CARD_BRANDS,
  type FilterableCardBrand,
  isCardBrandAllowed,
  validateCardBrandFilter,
} from './brand-filter.js';
export {
  BRAND_SETTINGS,
  type BrandSettings,
  expectedCvcLength,
  maxCardNumberLength,
} from './brand-settings.js';
export { apiCardBrand, BRAND_PREFIXES, CARD_BRANDS, type CardBrand, type PrefixPattern } from './brands.js';
export {
  CARD_NUMBER_MIN_LENGTH,
  type CardNumberOptions,
  type ValidCardNumber,
  validateCardNumber,
} from './card-number.js';
export { looksLikeCardNumber } from './card-number-lookalike.js';
export { validateCvc } from './cvc.js';
export {
  DECLINE_CODE_FIELDS,
  type DeclineField,
  declineRecovery,
  fieldForDeclineCode,
  SPECIAL_DECLINE_CODES,
} from './declines.js';
export { digitsOf, toAsciiDigits } from './digits.js';
export {
  type CardExpiry,
  EXPIRY_YEAR_LIMIT,
  formatExpiry,
  formatExpiryInput,
  normalizeExpiryYear,
  type ParsedExpiry,
  parseExpiry,
  validateExpiry,
} from './expiry.js';
export {
  type FormatCardNumberOptions,
  type FormattedCardNumber,
  formatCardNumber,
  groupCardNumber,
} from './format.js';
export { luhn } from './luhn.js';
export {
  CARD_NETWORKS,
  type CardNetwork,
  ELEMENTS_CARD_NETWORKS,
  isCardNetwork,
  LINK_CARD_NETWORKS,
  partitionCardNetworks,
} from './networks.js';
export {
  CVC_RECOLLECTION_CHECKS,
  type CvcRecollectionInput,
  isCvcRecollectionRequired,
  POSTAL_CODE_REQUIRED_COUNTRIES,
  type PostalRecollectionCode,
  type PostalRecollectionInput,
  postalCodeRecollection,
} from './recollection.js';
