export {
  ADDRESS_PAYLOAD_NAMES,
  type AddressField,
  type AddressPayload,
  type AddressValue,
  FORMAT_LETTER_FIELDS,
  toAddressPayload,
} from './address-fields.js';
export {
  type AddressFormat,
  type AddressFormatOptions,
  type AddressLabelTypes,
  findAddressFormat,
  getAddressFormat,
  parseFormatLayout,
  type Region,
} from './address-format.js';
export { COUNTRY_ALIASES, isKnownCountry, listCountryCodes, resolveCountryCode } from './country-code.js';
export type { CountryRecord, RegionTuple } from './country-record.js';
export { countryRecord } from './country-table.js';
export { ADDRESS_LABELS_EN, addressLabel } from './labels.js';
export { isPoBox, PO_BOX_PATTERNS_ANY, PO_BOX_PATTERNS_BY_COUNTRY } from './po-box.js';
export {
  normalizePostalCode,
  postalCodesMatch,
  US_POSTAL_COMPARE_LENGTH,
  validatePostalCode,
} from './postal-code.js';
export { maskPostalCode, POSTAL_CODE_MASKS } from './postal-mask.js';
export { isStreetNameFirst, STREET_NAME_FIRST_COUNTRIES } from './street-order.js';
export { type AddressRules, isCountryAllowed, validateAddress } from './validate-address.js';
