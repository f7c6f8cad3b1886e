import { resolveCountryCode } from './country-code.js';

/** Masks applied to a postal code as it is typed (docs/confirmation.md#constants). */
export const POSTAL_CODE_MASKS = {
  US: 'digits5',
  UA: 'digits5',
  IN: 'digits6',
  CA: 'letterDigit',
  GB: 'uppercase',
} as const;

type Mask = (typeof POSTAL_CODE_MASKS)[keyof typeof POSTAL_CODE_MASKS];

function maskCanadian(value: string): string {
  const chars = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  let out = '';
  for (const char of chars) {
    if (out.length === 6) break;
    const wantsLetter = out.length % 2 === 0;
    if (wantsLetter ? /[A-Z]/.test(char) : /\d/.test(char)) out += char;
  }
  return out.length > 3 ? `${out.slice(0, 3)} ${out.slice(3)}` : out;
}

function applyMask(mask: Mask, value: string): string {
  switch (mask) {
    case 'digits5':
      return value.replace(/\D/g, '').slice(0, 5);
    case 'digits6':
      return value.replace(/\D/g, '').slice(0, 6);
    case 'letterDigit':
      return maskCanadian(value);
    case 'uppercase':
      return value.toUpperCase();
  }
}

/** Masks a postal code as typed: US and UA 5 digits, IN 6 digits, CA letter-digit (A1A 1A1), GB upper case. */
export function maskPostalCode(country: string, value: string): string {
  const code = resolveCountryCode(country);
  const mask = Object.hasOwn(POSTAL_CODE_MASKS, code)
    ? POSTAL_CODE_MASKS[code as keyof typeof POSTAL_CODE_MASKS]
    : undefined;
  return mask ? applyMask(mask, value) : value;
}
