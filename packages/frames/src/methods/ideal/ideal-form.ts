import { IDEAL_BANKS } from '@payframe/core/form';
import type { FieldError, Values } from '../types.js';

/** iDEAL: an optional bank choice (the shopper may also pick it at the bank's page); always complete. */

export const idealBanks = IDEAL_BANKS;

export function idealFields(): string[] {
  return ['bank'];
}

export function validateIdeal(values: Values): Partial<Record<string, FieldError>> {
  const bank = values.bank ?? '';
  if (bank && !IDEAL_BANKS.some((entry) => entry.id === bank)) {
    return { bank: { code: 'invalid_bank', message: 'Please select a bank from the list.' } };
  }
  return {};
}

export function isIdealEmpty(values: Values): boolean {
  return !values.bank;
}

export function idealPaymentMethodData(values: Values): Record<string, unknown> {
  return { type: 'ideal', ideal: values.bank ? { bank: values.bank } : {} };
}
