import { describe, expect, it } from 'vitest';
import { FIELD_ERRORS } from '../errors/field-errors.js';
import { normalizeEmail, validateEmail } from './email.js';

describe('validateEmail', () => {
  it.each([
    ['jenny.rosen@example.com', 'jenny.rosen@example.com'],
    ['  Jenny@Example.co.uk ', 'Jenny@Example.co.uk'],
    ['a+tag@sub.domain.io', 'a+tag@sub.domain.io'],
  ])('accepts %j as %j', (value, expected) => {
    expect(validateEmail(value)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', {}, 'incomplete_email'],
    ['   ', {}, 'incomplete_email'],
    ['jenny', {}, 'email_invalid'],
    ['jenny@example', {}, 'email_invalid'],
    ['jenny@@example.com', {}, 'email_invalid'],
    ['jenny rosen@example.com', {}, 'email_invalid'],
    ['jenny@example..com', {}, 'email_invalid'],
    ['jenny@exa', { autofilled: true }, 'incomplete_email_autofill'],
  ] as const)('refuses %j (%o) with %s', (value, options, code) => {
    expect(validateEmail(value, options)).toEqual({
      ok: false,
      error: { type: 'validation_error', code, message: FIELD_ERRORS[code], param: 'email' },
    });
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['  Jenny.Rosen@Example.COM ', 'jenny.rosen@example.com'],
    ['a@b.co', 'a@b.co'],
  ])('%j -> %j', (value, expected) => {
    expect(normalizeEmail(value)).toBe(expected);
  });
});
