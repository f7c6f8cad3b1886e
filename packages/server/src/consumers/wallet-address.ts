import { WALLET_ADDRESS_FIELDS, type WalletAddressField } from '@payframe/core';
import type { Address } from '../kernel/shared-params.js';
import type { WalletAddressInput } from './params.js';
import { redactFields } from './redaction.js';

/** A wallet address (docs/link.md#entities): the wallet's field names, every field present. */
export type WalletAddress = Record<WalletAddressField, string | null>;

const FIELDS = WALLET_ADDRESS_FIELDS;

/** What hides an address's owner before verification; the region stays for tax and shipping quotes. */
const PERSONAL: readonly (keyof WalletAddress)[] = ['name', 'line_1', 'line_2', 'phone'];

/** An address from the wallet's parameters over an earlier one; '' clears a field. */
export function toWalletAddress(input: WalletAddressInput | undefined, base?: WalletAddress): WalletAddress {
  const out = {} as WalletAddress;
  for (const field of FIELDS) {
    const value = input?.[field];
    out[field] = value === undefined ? (base?.[field] ?? null) : value === '' ? null : value;
  }
  if (out.country_code) out.country_code = out.country_code.toUpperCase();
  if (out.phone_country) out.phone_country = out.phone_country.toUpperCase();
  return out;
}

export function redactAddress(address: WalletAddress): WalletAddress {
  return redactFields(address, PERSONAL);
}

/** The same address in the API's shape, for a payment method's billing details. */
export function toApiAddress(address: WalletAddress): Address {
  return {
    city: address.locality,
    country: address.country_code,
    line1: address.line_1,
    line2: address.line_2,
    postal_code: address.postal_code,
    state: address.administrative_area,
  };
}
