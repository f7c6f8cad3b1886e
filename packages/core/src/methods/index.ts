export {
  addBacsWorkingDays,
  BACS_COLLECTION_WORKING_DAYS,
  BACS_MANDATE_LODGEMENT_WORKING_DAYS,
  bacsDebitDates,
  calendarDaysUntil,
  isBacsWorkingDay,
  ukBankHolidays,
  ukDate,
} from '../bank/bacs-calendar.js';
export {
  ACSS_TEST_INSTITUTION,
  ACSS_TEST_TRANSIT,
  acssBankName,
  BACS_TEST_SORT_CODE,
  BANK_NUMBER_RULES,
  type BankNumberKind,
  formatBankNumberInput,
  formatSortCode,
  validateBankNumber,
} from '../bank/bank-numbers.js';
export { type BrTaxIdKind, formatBrTaxId, validateBrTaxId } from '../contact/br-tax-id.js';
export { ACSS_TEST_MICRODEPOSITS_FAIL_ACCOUNT } from './acss_debit.js';
export { BACS_TEST_UNUSABLE_ACCOUNT } from './bacs_debit.js';
export { BLIK_TEST_OUTCOMES, isBlikCode } from './blik.js';
export {
  type Instalment,
  instalmentSchedule,
  messagingMethods,
  smallestInstalment,
} from './instalments.js';
export { type AmountFit, amountLimit, checkMethodAmount, fitsAmount, paysInCurrency } from './limits.js';
export { METHOD_DESCRIPTORS, methodDescriptor } from './registry.js';
export type {
  AmountLimit,
  InstalmentPlan,
  MethodDescriptor,
  MethodDisplay,
  MethodField,
  MethodIcon,
  MethodRequirements,
  NextActionKind,
  Settlement,
  TestInput,
  TestOutcome,
  VoucherTerms,
} from './types.js';
