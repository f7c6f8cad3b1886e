import type { CardBrand } from './brands.js';

/**
 * Number and security-code lengths per brand (docs/confirmation.md#validation), and how the number is
 * grouped for display. `variableMaxLength` applies when variable-length numbers are allowed.
 */
export interface BrandSettings {
  minLength: number;
  maxLength: number;
  variableMaxLength?: number;
  cvcMinLength: number;
  cvcMaxLength: number;
  /** Digits per display group, in order; the last group repeats for longer numbers. */
  groups: readonly number[];
}

const FOURS = [4] as const;

export const BRAND_SETTINGS: Readonly<Record<CardBrand, BrandSettings>> = {
  visa: {
    minLength: 16,
    maxLength: 16,
    variableMaxLength: 19,
    cvcMinLength: 3,
    cvcMaxLength: 3,
    groups: FOURS,
  },
  mastercard: {
    minLength: 16,
    maxLength: 16,
    variableMaxLength: 19,
    cvcMinLength: 3,
    cvcMaxLength: 3,
    groups: FOURS,
  },
  amex: { minLength: 15, maxLength: 15, cvcMinLength: 3, cvcMaxLength: 4, groups: [4, 6, 5] },
  discover: { minLength: 16, maxLength: 16, cvcMinLength: 3, cvcMaxLength: 3, groups: FOURS },
  diners: { minLength: 16, maxLength: 16, cvcMinLength: 3, cvcMaxLength: 3, groups: FOURS },
  diners14: { minLength: 14, maxLength: 14, cvcMinLength: 3, cvcMaxLength: 3, groups: FOURS },
  jcb: { minLength: 16, maxLength: 16, cvcMinLength: 3, cvcMaxLength: 3, groups: FOURS },
  unionpay: { minLength: 13, maxLength: 19, cvcMinLength: 3, cvcMaxLength: 3, groups: FOURS },
  elo: { minLength: 16, maxLength: 16, cvcMinLength: 3, cvcMaxLength: 3, groups: FOURS },
  unknown: { minLength: 16, maxLength: 16, cvcMinLength: 3, cvcMaxLength: 4, groups: FOURS },
};

/** The longest number a brand accepts. */
export function maxCardNumberLength(brand: CardBrand, variableLength = false): number {
  const settings = BRAND_SETTINGS[brand];
  return variableLength && settings.variableMaxLength ? settings.variableMaxLength : settings.maxLength;
}

/** The security-code length to show (the placeholder length): 4 for amex, else 3. */
export function expectedCvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}
