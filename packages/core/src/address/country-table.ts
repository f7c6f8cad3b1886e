import type { CountryRecord } from './country-record.js';
import { COUNTRIES } from './data/countries.js';
import { POSTAL_RULES } from './data/postal-rules.js';

/** The table record of a region code (upper case, after aliases are resolved). */
export function countryRecord(code: string): CountryRecord | undefined {
  return Object.hasOwn(COUNTRIES, code) ? COUNTRIES[code] : undefined;
}

/** Every region code of the table, sorted (read from the postal rules: the table stays unloaded). */
export function listCountryCodes(): string[] {
  return Object.keys(POSTAL_RULES.patterns);
}
