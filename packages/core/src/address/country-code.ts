import { POSTAL_RULES } from './data/postal-rules.js';

/** Region codes the spec maps onto another (docs/elements.md#validation): Ascension and Tristan da Cunha are Saint Helena. */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = { AC: 'SH', TA: 'SH' };

/** The table's code for a country code as given: trimmed, upper case, AC and TA as SH. */
export function resolveCountryCode(country: string): string {
  const code = country.trim().toUpperCase();
  return COUNTRY_ALIASES[code] ?? code;
}

/** Whether the table knows a country code (aliases included); the postal rules list the same codes. */
export function isKnownCountry(country: string): boolean {
  return Object.hasOwn(POSTAL_RULES.patterns, resolveCountryCode(country));
}

/** Every region code of the table, sorted (read from the postal rules: the table stays unloaded). */
export function listCountryCodes(): string[] {
  return Object.keys(POSTAL_RULES.patterns);
}
