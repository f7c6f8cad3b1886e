import type { CountryRecord } from './country-record.js';
import { COUNTRIES } from './data/countries.js';

/** The table record of a region code (upper case, after aliases are resolved). */
export function countryRecord(code: string): CountryRecord | undefined {
  return Object.hasOwn(COUNTRIES, code) ? COUNTRIES[code] : undefined;
}
