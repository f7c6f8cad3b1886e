import type { CountryRecord } from './country-record.js';

/**
 * What a postal code check needs of a country, apart from the full country table (about
 * 100 KB): the payment frame's card form checks postal codes and lists countries without
 * loading the address formats. data/postal-rules.ts is generated from the table by
 * scripts/generate-countries.ts; a test keeps the two equal.
 */
export interface PostalRules {
  /** Every region code of the table, each with its postal code pattern ('' when it has none). */
  patterns: Record<string, string>;
  /** Codes whose postal code is called a ZIP code (incomplete_zip, invalid_zip). */
  zip: string[];
  /** Codes whose address requires a postal code. */
  required: string[];
}

/** The postal rules of a country table (the generator writes them; the test compares them). */
export function postalRulesOf(table: Readonly<Record<string, CountryRecord>>): PostalRules {
  const codes = Object.keys(table).sort();
  return {
    patterns: Object.fromEntries(codes.map((code) => [code, table[code]?.zip ?? ''])),
    zip: codes.filter((code) => table[code]?.zipType === 'zip'),
    required: codes.filter((code) => table[code]?.require.includes('Z')),
  };
}
