import { integrationError } from '../errors/integration-error.js';
import { type AddressField, FORMAT_LETTER_FIELDS } from './address-fields.js';
import { resolveCountryCode } from './country-code.js';
import type { CountryRecord } from './country-record.js';
import { countryRecord } from './country-table.js';
import { isStreetNameFirst } from './street-order.js';

export interface Region {
  code: string;
  name: string;
  latinName?: string;
}

/** Which label a field takes: metadata label types such as `zip`, `postal`, `state`, `prefecture`. */
export interface AddressLabelTypes {
  postalCode: string;
  administrativeArea: string;
  locality: string;
  dependentLocality: string;
}

/** Everything the address form of one country needs. */
export interface AddressFormat {
  /** The region code the format belongs to (AC and TA answer as SH). */
  country: string;
  name: string;
  /** Lines of fields in display order, as the country writes an address. */
  layout: AddressField[][];
  /** The same fields in one list. */
  fields: AddressField[];
  required: AddressField[];
  /** Fields written in upper case on an envelope. */
  uppercase: AddressField[];
  labels: AddressLabelTypes;
  /** True where the metadata calls the postal code a ZIP (errors say invalid_zip there). */
  usesZip: boolean;
  /** The postal code pattern (whole-value match), absent where the country has none. */
  postalCodePattern?: string;
  postalCodeExamples: string[];
  postalCodePrefix?: string;
  regions: Region[];
  /** Line 1 reads "street name, number" (docs/link.md#validation). */
  streetNameFirst: boolean;
}

export interface AddressFormatOptions {
  /** Use the Latin-script order where the country has one (JP, CN, KR...). */
  latin?: boolean;
}

/** Parses a metadata `fmt` string into lines of fields; literal text between fields is dropped. */
export function parseFormatLayout(fmt: string): AddressField[][] {
  return fmt
    .split('%n')
    .map((line) =>
      [...line.matchAll(/%([A-Z])/g)].flatMap((match) => FORMAT_LETTER_FIELDS[match[1] ?? ''] ?? []),
    )
    .filter((line) => line.length > 0);
}

function fieldsOfLetters(letters: string): AddressField[] {
  return [...letters].flatMap((letter) => {
    if (letter === 'A') return ['addressLine1' as const];
    return FORMAT_LETTER_FIELDS[letter] ?? [];
  });
}

function toFormat(country: string, record: CountryRecord, options: AddressFormatOptions): AddressFormat {
  const layout = parseFormatLayout(options.latin && record.lfmt ? record.lfmt : record.fmt);
  const format: AddressFormat = {
    country,
    name: record.name,
    layout,
    fields: layout.flat(),
    required: fieldsOfLetters(record.require),
    uppercase: fieldsOfLetters(record.upper),
    labels: {
      postalCode: record.zipType,
      administrativeArea: record.stateType,
      locality: record.localityType,
      dependentLocality: record.sublocalityType,
    },
    usesZip: record.zipType === 'zip',
    postalCodeExamples: record.zipex ? record.zipex.split(',') : [],
    regions: (record.regions ?? []).map(([code, name, latinName]) =>
      latinName === undefined ? { code, name } : { code, name, latinName },
    ),
    streetNameFirst: isStreetNameFirst(country),
  };
  if (record.zip) format.postalCodePattern = record.zip;
  if (record.postprefix) format.postalCodePrefix = record.postprefix;
  return format;
}

/** The address format of a country, or undefined for a code the table does not know. */
export function findAddressFormat(
  country: string,
  options: AddressFormatOptions = {},
): AddressFormat | undefined {
  const code = resolveCountryCode(country);
  const record = countryRecord(code);
  return record ? toFormat(code, record, options) : undefined;
}

/**
 * The address format of a country: field order and lines, required parts, labels, postal
 * pattern and examples, regions, street order. Throws on an unknown country code.
 */
export function getAddressFormat(country: string, options: AddressFormatOptions = {}): AddressFormat {
  const format = findAddressFormat(country, options);
  if (!format) throw new Error(integrationError('unknown_country_code', { country }).message);
  return format;
}
