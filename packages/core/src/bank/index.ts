export {
  addBacsWorkingDays,
  BACS_COLLECTION_WORKING_DAYS,
  BACS_MANDATE_LODGEMENT_WORKING_DAYS,
  bacsDebitDates,
  calendarDaysUntil,
  isBacsWorkingDay,
  ukBankHolidays,
  ukDate,
} from './bacs-calendar.js';
export { type Bank, findBank, isBankId } from './bank.js';
export {
  ACSS_TEST_INSTITUTION,
  ACSS_TEST_TRANSIT,
  acssBankName,
  BACS_TEST_SORT_CODE,
  BANK_NUMBER_RULES,
  type BankNumberKind,
  type BankNumberRule,
  formatBankNumberInput,
  formatSortCode,
  validateBankNumber,
} from './bank-numbers.js';
export {
  AU_ACCOUNT_NUMBER_MAX,
  AU_ACCOUNT_NUMBER_MIN,
  BECS_TEST_BSB,
  BSB_BANKS,
  BSB_LENGTH,
  bsbBankName,
  formatAuAccountNumberInput,
  formatBsbInput,
  type ValidAuAccountNumber,
  type ValidBsb,
  validateAuAccountNumber,
  validateBsb,
} from './becs.js';
export { EPS_BANKS } from './eps-banks.js';
export { FPX_ACCOUNT_HOLDER_TYPES, FPX_BANKS } from './fpx-banks.js';
export { formatIbanInput, IBAN_LAST4_LENGTH, ibanCountry, type ValidIban, validateIban } from './iban.js';
export { IDEAL_BANKS } from './ideal-banks.js';
export { NETBANKING_BANKS } from './netbanking-banks.js';
export { P24_BANKS } from './p24-banks.js';
export {
  US_ACCOUNT_NUMBER_MAX,
  US_ACCOUNT_NUMBER_MIN,
  US_TEST_ROUTING_NUMBER,
  type UsBankCheck,
  usBankName,
  validAbaRoutingNumber,
  validateUsAccountNumber,
  validateUsRoutingNumber,
} from './us-bank.js';
