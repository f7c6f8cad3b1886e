import {
  type AddressElementOptions,
  isCountryAllowed,
  isKnownCountry,
  resolveCountryCode,
  validateAddressElementOptions,
} from '@payframe/core';
import { DEFAULT_COUNTRY } from '@payframe/core/constants';
import { browserLanguages, defaultCountry } from '../i18n/default-country.js';

/**
 * The Address Element's options, read once at the edge: core checks mode, allowedCountries,
 * blockPoBox, display.name, fields.phone and validation.phone; here are added the defaults,
 * the saved contacts and the autocomplete mode, each dropped when malformed (a bad default
 * must not break the form).
 */

export interface ContactAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export interface Contact {
  name: string;
  phone: string;
  address: ContactAddress;
}

export interface AddressDefaults {
  name: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: Partial<ContactAddress>;
}

export type AutocompleteMode = 'automatic' | 'disabled' | 'google_maps_api';

export interface AddressConfig extends AddressElementOptions {
  defaults: AddressDefaults;
  contacts: Contact[];
  autocomplete: AutocompleteMode;
  /** The phone field is shown (fields.phone always, or a phone required always). */
  showPhone: boolean;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const ADDRESS_KEYS = ['line1', 'line2', 'city', 'state', 'postal_code', 'country'] as const;

function readAddress(value: unknown): Partial<ContactAddress> {
  const given = record(value);
  const address: Partial<ContactAddress> = {};
  for (const key of ADDRESS_KEYS) {
    if (typeof given[key] === 'string')
      address[key] = key === 'country' ? resolveCountryCode(given[key]) : given[key];
  }
  return address;
}

/** Contacts with a known country the element accepts; the others cannot be picked. */
function readContacts(value: unknown, allowed: string[] | null): Contact[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const address = readAddress(record(item).address);
    const country = address.country ?? '';
    if (!isKnownCountry(country) || !isCountryAllowed(country, allowed)) return [];
    return [
      {
        name: text(record(item).name),
        phone: text(record(item).phone),
        address: { line1: '', line2: '', city: '', state: '', postal_code: '', ...address, country },
      },
    ];
  });
}

export function readAddressOptions(raw: Record<string, unknown>): AddressConfig {
  const checked = validateAddressElementOptions(raw);
  const base: AddressElementOptions = checked.ok
    ? checked.value
    : {
        mode: raw.mode === 'billing' ? 'billing' : 'shipping',
        allowedCountries: null,
        blockPoBox: false,
        nameDisplay: 'full',
        phone: 'never',
        phoneRequired: 'auto',
      };
  const defaults = record(raw.defaultValues);
  const autocomplete = text(record(raw.autocomplete).mode);
  return {
    ...base,
    defaults: {
      name: text(defaults.name),
      firstName: text(defaults.firstName),
      lastName: text(defaults.lastName),
      phone: text(defaults.phone),
      address: readAddress(defaults.address),
    },
    contacts: readContacts(raw.contacts, base.allowedCountries),
    autocomplete:
      autocomplete === 'disabled' || autocomplete === 'google_maps_api' ? autocomplete : 'automatic',
    showPhone: base.phone === 'always' || (base.phone !== 'never' && base.phoneRequired === 'always'),
  };
}

/** The country the form starts with: as `defaultCountry` picks it among the allowed, else the first allowed. */
export function initialCountry(
  config: AddressConfig,
  merchantCountry: string,
  languages = browserLanguages(),
): string {
  const allowed = config.allowedCountries;
  const given = config.defaults.address.country;
  const allows = (country: string) => isCountryAllowed(country, allowed);
  return defaultCountry({ given, languages, merchantCountry, allows }) ?? allowed?.[0] ?? DEFAULT_COUNTRY;
}
