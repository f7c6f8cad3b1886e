import { fieldError } from '../errors/field-error.js';
import { fail, ok, type Result } from '../result.js';
import type { AddressField, AddressValue } from './address-fields.js';
import { findAddressFormat } from './address-format.js';
import { resolveCountryCode } from './country-code.js';
import { isPoBox } from './po-box.js';
import { validatePostalCode } from './postal-code.js';

export interface AddressRules {
  /** Countries accepted; null, undefined or empty accept every country. */
  allowedCountries?: readonly string[] | null | undefined;
  /** Refuse PO boxes in line 1 or 2 (po_box_prohibited). */
  blockPoBox?: boolean | undefined;
}

type AddressPart = Exclude<AddressField, 'name' | 'organization' | 'addressLine2'>;

const ADDRESS_PARTS: readonly AddressPart[] = [
  'addressLine1',
  'dependentLocality',
  'locality',
  'administrativeArea',
  'postalCode',
  'sortingCode',
];

function partOf(address: AddressValue, field: AddressPart): string {
  return address[field]?.trim() ?? '';
}

/** Whether a country passes `allowedCountries` (docs/link.md#validation). */
export function isCountryAllowed(country: string, allowedCountries?: readonly string[] | null): boolean {
  if (!allowedCountries || allowedCountries.length === 0) return true;
  const code = resolveCountryCode(country);
  return allowedCountries.some((allowed) => resolveCountryCode(allowed) === code);
}

/**
 * Checks an address (names excepted, see validateName): the country known and allowed, each
 * part the country requires filled (incomplete_address), the postal code by its pattern, and
 * no PO box when they are blocked. Answers the address trimmed, with the region code
 * resolved from a region name and the postal code normalised.
 */
export function validateAddress(address: AddressValue, rules: AddressRules = {}): Result<AddressValue> {
  const country = resolveCountryCode(address.country);
  const format = findAddressFormat(country);
  if (!format) return fail(fieldError('incomplete_address', 'country'));
  if (!isCountryAllowed(country, rules.allowedCountries))
    return fail(fieldError('country_not_allowed', 'country'));
  for (const field of ADDRESS_PARTS) {
    if (format.required.includes(field) && partOf(address, field) === '') {
      return fail(fieldError('incomplete_address', field));
    }
  }
  const postal = validatePostalCode(country, address.postalCode ?? '');
  if (!postal.ok) return postal;
  if (rules.blockPoBox) {
    for (const field of ['addressLine1', 'addressLine2'] as const) {
      const line = address[field] ?? '';
      if (line.trim() !== '' && isPoBox(line, country)) return fail(fieldError('po_box_prohibited', field));
    }
  }
  const area = address.administrativeArea?.trim() ?? '';
  const region = format.regions.find(
    (candidate) =>
      candidate.code.toLowerCase() === area.toLowerCase() ||
      candidate.name.toLowerCase() === area.toLowerCase() ||
      candidate.latinName?.toLowerCase() === area.toLowerCase(),
  );
  const value: AddressValue = { country };
  for (const field of [
    'addressLine1',
    'addressLine2',
    'dependentLocality',
    'locality',
    'sortingCode',
  ] as const) {
    const part = address[field]?.trim();
    if (part) value[field] = part;
  }
  if (area) value.administrativeArea = region ? region.code : area;
  if (postal.value) value.postalCode = postal.value;
  return ok(value);
}
