import { describe, expect, it } from 'vitest';
import {
  US_TEST_ROUTING_NUMBER,
  usBankName,
  validAbaRoutingNumber,
  validateUsAccountNumber,
  validateUsRoutingNumber,
} from './us-bank.js';

describe('US bank account checks', () => {
  it('accepts routing numbers whose ABA check digit is right', () => {
    for (const routing of [US_TEST_ROUTING_NUMBER, '021000021', '011401533', '091000019'])
      expect(validAbaRoutingNumber(routing)).toBe(true);
    for (const routing of ['110000001', '021000022', '12345678', '1100000000', 'abcdefghi'])
      expect(validAbaRoutingNumber(routing)).toBe(false);
  });

  it('says whether a typed routing number is incomplete or wrong, ignoring spaces and dashes', () => {
    expect(validateUsRoutingNumber('1100-0000 0')).toEqual({ ok: true, value: '110000000' });
    expect(validateUsRoutingNumber('11000000')).toEqual({ ok: false, error: 'incomplete' });
    expect(validateUsRoutingNumber('110000001')).toEqual({ ok: false, error: 'invalid' });
  });

  it('takes account numbers of 4 to 17 digits and keeps their last 4', () => {
    expect(validateUsAccountNumber('0001-2345-6789')).toEqual({
      ok: true,
      value: { accountNumber: '000123456789', last4: '6789' },
    });
    expect(validateUsAccountNumber('123').ok).toBe(false);
    expect(validateUsAccountNumber('1'.repeat(18)).ok).toBe(false);
    expect(validateUsAccountNumber('12a4').ok).toBe(false);
  });

  it('names the test bank', () => {
    expect(usBankName(US_TEST_ROUTING_NUMBER)).toBe('STRIPE TEST BANK');
    expect(usBankName('021000021')).toBeNull();
  });
});
