// IBAN rules: ibantools, loaded when a method with an IBAN field is offered.
export { formatIbanInput, validateIban } from '@payframe/core/iban';
