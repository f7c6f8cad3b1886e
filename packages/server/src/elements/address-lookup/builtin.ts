import { type AddressRow, BR_ADDRESSES, US_ADDRESSES } from './dataset-americas.js';
import { DE_ADDRESSES, FR_ADDRESSES, GB_ADDRESSES, JP_ADDRESSES } from './dataset-europe-asia.js';
import { bestMatches } from './match.js';
import type { AddressLookupProvider, SuggestedAddress } from './provider.js';

const ROWS: Readonly<Record<string, readonly AddressRow[]>> = {
  US: US_ADDRESSES,
  GB: GB_ADDRESSES,
  JP: JP_ADDRESSES,
  BR: BR_ADDRESSES,
  FR: FR_ADDRESSES,
  DE: DE_ADDRESSES,
};

function toAddress(country: string, [line1, city, state, postal]: AddressRow): SuggestedAddress {
  const address: SuggestedAddress = { line1, country, postal_code: postal };
  if (city) address.city = city;
  if (state) address.state = state;
  return address;
}

const BY_COUNTRY = new Map(
  Object.entries(ROWS).map(([country, rows]) => [country, rows.map((row) => toAddress(country, row))]),
);

/** The default provider: the built-in addresses of US, GB, JP, BR, FR and DE; other countries get none. */
export function builtinAddressLookup(): AddressLookupProvider {
  return {
    async suggest({ query, country, limit }) {
      const addresses = BY_COUNTRY.get(country) ?? [];
      return bestMatches(query, addresses, limit, (_, index) => `addr_${country.toLowerCase()}_${index + 1}`);
    },
  };
}
