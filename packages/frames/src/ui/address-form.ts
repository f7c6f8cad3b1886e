import {
  type AddressField,
  type AddressFormat,
  findAddressFormat,
  getAddressFormat,
  isPoBox,
  type Region,
  validatePostalCode,
} from '@payframe/core/address';
import { FIELD_ERRORS } from '@payframe/core/form';
import type { UiMessageId } from '../i18n/messages/en.js';
import type { FieldError, Values } from '../methods/types.js';

/**
 * The address form's pure logic, shared by the Payment Element's billing address and (later)
 * the Address Element: which fields a country shows, in which rows, under which labels, how
 * they validate with core's rules, and how they become `billing_details.address`.
 */

/** The address fields the form offers, by their UI names; the rest of the metadata has no payload. */
export type AddressFormField =
  | 'addressLine1'
  | 'addressLine2'
  | 'locality'
  | 'administrativeArea'
  | 'postalCode';

const FORM_FIELDS: readonly AddressFormField[] = [
  'addressLine1',
  'addressLine2',
  'locality',
  'administrativeArea',
  'postalCode',
];

export interface AddressFormOptions {
  /** Fields left out (set to never by the merchant). */
  omit?: readonly AddressFormField[];
  /** Refuse PO boxes in the address lines (po_box_prohibited); the Payment Element accepts them. */
  blockPoBox?: boolean;
}

/** A country's format; an unknown code reads as the US one so the form never breaks. */
export function formatOf(country: string): AddressFormat {
  return findAddressFormat(country) ?? getAddressFormat('US');
}

/** The form's rows for a country: the country's lines in its order, each address line a row of its own. */
export function addressRows(country: string, options: AddressFormOptions = {}): AddressFormField[][] {
  const omit = new Set(options.omit ?? []);
  const rows: AddressFormField[][] = [];
  for (const line of formatOf(country).layout) {
    const kept = line.filter(
      (field): field is AddressFormField =>
        (FORM_FIELDS as readonly AddressField[]).includes(field) && !omit.has(field as AddressFormField),
    );
    const lines = kept.filter((field) => field === 'addressLine1' || field === 'addressLine2');
    const rest = kept.filter((field) => field !== 'addressLine1' && field !== 'addressLine2');
    for (const field of lines) rows.push([field]);
    if (rest.length > 0) rows.push(rest);
  }
  return rows;
}

export function addressFields(country: string, options: AddressFormOptions = {}): AddressFormField[] {
  return addressRows(country, options).flat();
}

/** Whether a country's address requires a field (line 2 never is). */
export function isAddressFieldRequired(country: string, field: AddressFormField): boolean {
  return field !== 'addressLine2' && formatOf(country).required.includes(field);
}

/** Label types the catalogue names (`address.<type>`); others read as postal code or city. */
const LABEL_TYPES: ReadonlySet<string> = new Set([
  'postal',
  'zip',
  'eircode',
  'pin',
  'area',
  'county',
  'department',
  'district',
  'do_si',
  'emirate',
  'island',
  'oblast',
  'parish',
  'prefecture',
  'province',
  'state',
  'city',
  'post_town',
  'suburb',
  'neighborhood',
  'village_township',
  'townland',
]);

/** The catalogue id of a field's label: the country's label type for city, region and postal code. */
export function addressLabelId(country: string, field: AddressFormField): UiMessageId {
  if (field === 'addressLine1') return 'address.line1';
  if (field === 'addressLine2') return 'address.line2';
  const { labels } = formatOf(country);
  const type = labels[field];
  if (LABEL_TYPES.has(type)) return `address.${type}` as UiMessageId;
  return field === 'postalCode' ? 'address.postal' : field === 'locality' ? 'address.city' : 'address.state';
}

/**
 * Errors of the address fields, with core's codes and messages: a required field left empty
 * is incomplete_address, the postal code is checked by its country's pattern
 * (incomplete_zip/invalid_zip or incomplete_postal_code/invalid_postal_code), PO boxes are
 * po_box_prohibited when blocked, and a region must be one of the country's.
 */
export function validateAddressFields(
  values: Values,
  country: string,
  options: AddressFormOptions = {},
): Partial<Record<AddressFormField, FieldError>> {
  const errors: Partial<Record<AddressFormField, FieldError>> = {};
  const format = formatOf(country);
  for (const field of addressFields(country, options)) {
    const value = (values[field] ?? '').trim();
    if (field === 'postalCode') {
      const postal = validatePostalCode(country, value);
      if (!postal.ok)
        errors.postalCode = { code: postal.error.code ?? 'invalid', message: postal.error.message };
      continue;
    }
    if (value === '') {
      if (isAddressFieldRequired(country, field)) errors[field] = incompleteAddress();
      continue;
    }
    if (
      (field === 'addressLine1' || field === 'addressLine2') &&
      options.blockPoBox &&
      isPoBox(value, country)
    ) {
      errors[field] = { code: 'po_box_prohibited', message: FIELD_ERRORS.po_box_prohibited };
    }
    if (
      field === 'administrativeArea' &&
      format.regions.length > 0 &&
      !format.regions.some((r) => r.code === value)
    ) {
      errors[field] = incompleteAddress();
    }
  }
  return errors;
}

function incompleteAddress(): FieldError {
  return { code: 'incomplete_address', message: FIELD_ERRORS.incomplete_address };
}

/** The address fields' values as `billing_details.address` (country included; empty parts left out). */
export function addressPayload(values: Values, country: string, options: AddressFormOptions = {}) {
  const address: Record<string, string> = { country };
  const names: Record<AddressFormField, string> = {
    addressLine1: 'line1',
    addressLine2: 'line2',
    locality: 'city',
    administrativeArea: 'state',
    postalCode: 'postal_code',
  };
  for (const field of addressFields(country, options)) {
    let value = (values[field] ?? '').trim().replace(/\s+/g, ' ');
    if (field === 'postalCode') value = value.toUpperCase();
    if (value) address[names[field]] = value;
  }
  return address;
}

/** Countries whose regions the table names in a non-Latin script: shown so to readers of that language only. */
const LOCAL_LANGUAGE: Readonly<Record<string, string>> = {
  JP: 'ja',
  CN: 'zh',
  TW: 'zh',
  HK: 'zh',
  MO: 'zh',
  KR: 'ko',
  AE: 'ar',
  EG: 'ar',
  RU: 'ru',
  UA: 'uk',
  TH: 'th',
};

/** A region's name for the frame's language: its local script for readers of it, else its Latin name. */
export function regionName(country: string, region: Region, lang: string): string {
  const local = LOCAL_LANGUAGE[country] === lang.split('-')[0];
  return local ? region.name : (region.latinName ?? region.name);
}
