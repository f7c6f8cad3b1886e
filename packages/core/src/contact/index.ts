export { type BrTaxIdKind, formatBrTaxId, hasValidCheckDigits, validateBrTaxId } from './br-tax-id.js';
export { EMAIL_PATTERN, type EmailOptions, normalizeEmail, validateEmail } from './email.js';
export { NAME_DISPLAYS, type NameDisplay, type NameValue, validateName } from './name.js';
export {
  formatPhoneInput,
  PHONE_REQUIREMENTS,
  type PhoneNumberValue,
  type PhoneOptions,
  type PhoneRequirement,
  validatePhone,
} from './phone.js';
