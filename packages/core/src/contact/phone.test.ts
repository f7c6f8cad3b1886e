import { describe, expect, it } from 'vitest';
import { formatPhoneInput, validatePhone } from './phone.js';

describe('validatePhone', () => {
  it.each([
    ['+1 415 555 0132', {}, '+14155550132', 'US'],
    ['(415) 555-0132', { country: 'US' }, '+14155550132', 'US'],
    ['020 7946 0018', { country: 'GB' }, '+442079460018', 'GB'],
    ['+33 1 42 68 53 00', { country: 'DE' }, '+33142685300', 'FR'],
    ['8999', { country: 'TA' }, '+2908999', 'SH'],
    ['2 2158', { country: 'AC' }, '+29022158', 'SH'],
  ])('accepts %s (%o) as %s', (value, options, e164, country) => {
    const result = validatePhone(value, options);
    expect(result.ok && result.value?.e164).toBe(e164);
    expect(result.ok && result.value?.country).toBe(country);
  });

  it.each([
    ['', 'auto', null],
    ['', 'never', null],
    ['+1 415', 'never', null],
  ] as const)('answers %j with required %s as %s', (value, required, expected) => {
    expect(validatePhone(value, { required })).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', { required: 'always' }, 'incomplete_phone_number'],
    ['+1 415', {}, 'incomplete_phone_number'],
    ['12', { country: 'US' }, 'incomplete_phone_number'],
    ['+1 415 555 01321234', {}, 'invalid_phone_number'],
    ['+1 011 555 0132', {}, 'invalid_phone_number'],
    ['not a phone', { country: 'US' }, 'invalid_phone_number'],
  ] as const)('refuses %j (%o) with %s', (value, options, code) => {
    const result = validatePhone(value, options);
    expect(result.ok ? undefined : result.error.code).toBe(code);
  });
});

describe('formatPhoneInput', () => {
  it.each([
    ['4155550132', 'US', '(415) 555-0132'],
    ['+442079460018', undefined, '+44 20 7946 0018'],
  ])('%s (%s) -> %s', (value, country, formatted) => {
    expect(formatPhoneInput(value, country)).toBe(formatted);
  });
});
