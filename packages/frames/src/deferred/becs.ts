// BECS rules (BSB format and banks, account numbers), loaded when BECS Direct Debit is offered.
export {
  bsbBankName,
  formatAuAccountNumberInput,
  formatBsbInput,
  validateAuAccountNumber,
  validateBsb,
} from '@payframe/core/becs';
