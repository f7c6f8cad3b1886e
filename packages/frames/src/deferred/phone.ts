// Phone rules: libphonenumber-js and its metadata, loaded when a phone field is shown.
export { formatPhoneInput, validatePhone } from '@payframe/core/phone';
