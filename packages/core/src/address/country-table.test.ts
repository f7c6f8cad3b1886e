import { describe, expect, it } from 'vitest';
import { findAddressFormat, getAddressFormat } from './address-format.js';
import { listCountryCodes } from './country-code.js';
import { validatePostalCode } from './postal-code.js';

const codes = listCountryCodes();

describe('the country table', () => {
  it('holds about 250 region codes, AC and TA folded into SH', () => {
    expect(codes).toHaveLength(250);
    expect(codes).not.toContain('AC');
    expect(codes).not.toContain('TA');
    for (const code of ['US', 'GB', 'DE', 'JP', 'BR', 'SH', 'XK', 'AQ']) expect(codes).toContain(code);
  });

  it.each(codes)('%s has a format with an address line and a country name', (code) => {
    const format = findAddressFormat(code);
    expect(format?.country).toBe(code);
    expect(format?.name).not.toBe('');
    expect(format?.fields.length).toBeGreaterThan(0);
    for (const field of format?.required ?? []) expect(format?.fields).toContain(field);
  });

  const withExamples = codes.flatMap((code) =>
    getAddressFormat(code).postalCodeExamples.map((example) => [code, example] as const),
  );

  it('has postal code examples for most countries', () => {
    expect(new Set(withExamples.map(([code]) => code)).size).toBeGreaterThan(170);
  });

  it.each(withExamples)('%s accepts its own example postal code %s', (code, example) => {
    expect(validatePostalCode(code, example)).toEqual({ ok: true, value: example.toUpperCase() });
  });
});
