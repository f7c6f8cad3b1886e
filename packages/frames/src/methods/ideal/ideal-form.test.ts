import { IDEAL_BANKS } from '@payframe/core';
import { describe, expect, it } from 'vitest';
import { idealPaymentMethodData, isIdealEmpty, validateIdeal } from './ideal-form.js';

describe('iDEAL form', () => {
  it('offers the core bank list', () => {
    expect(IDEAL_BANKS.map((bank) => bank.id)).toContain('ing');
  });

  it('sends the chosen bank, or none (chosen at the bank page)', () => {
    expect(idealPaymentMethodData({ bank: 'ing' })).toEqual({ type: 'ideal', ideal: { bank: 'ing' } });
    expect(idealPaymentMethodData({ bank: '' })).toEqual({ type: 'ideal', ideal: {} });
    expect(validateIdeal({ bank: '' })).toEqual({});
    expect(isIdealEmpty({ bank: '' })).toBe(true);
  });

  it('refuses a bank that is not on the list', () => {
    expect(validateIdeal({ bank: 'evil_bank' }).bank?.code).toBe('invalid_bank');
  });
});
