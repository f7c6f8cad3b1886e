import { WALLET_ADDRESS_FIELDS, type WalletAddressField } from '@payframe/core/constants';
/** Whether editing a saved card changed anything worth sending (docs/link.md#states, "Saved card update"). */

/** A wallet address, by the wallet API's field names; absent, null and '' all mean empty. */
export type WalletAddressFields = Partial<Record<WalletAddressField, string | null>>;

/** What a saved card's edit form can change. */
export interface SavedCardFields {
  exp_month: number;
  /** Two digits are read as 20xx, as the wallet reads them. */
  exp_year: number;
  /** The network the card is used on (the update's preferred_network). */
  brand: string | null;
  billing_address: WalletAddressFields | null;
  nickname: string | null;
}

const ADDRESS_FIELDS = WALLET_ADDRESS_FIELDS;

const fullYear = (year: number) => (year < 100 ? year + 2000 : year);

/** Spaces around a value and the case of a country code are not changes. */
function addressValue(address: WalletAddressFields | null, field: (typeof ADDRESS_FIELDS)[number]): string {
  const value = (address?.[field] ?? '').trim();
  return field === 'country_code' ? value.toUpperCase() : value;
}

const sameAddress = (a: WalletAddressFields | null, b: WalletAddressFields | null) =>
  ADDRESS_FIELDS.every((field) => addressValue(a, field) === addressValue(b, field));

/** False when expiry, brand, billing address and nickname are all unchanged: the update is skipped. */
export function isCardUpdateNeeded(before: SavedCardFields, after: SavedCardFields): boolean {
  return !(
    before.exp_month === after.exp_month &&
    fullYear(before.exp_year) === fullYear(after.exp_year) &&
    (before.brand ?? '') === (after.brand ?? '') &&
    sameAddress(before.billing_address, after.billing_address) &&
    (before.nickname ?? '').trim() === (after.nickname ?? '').trim()
  );
}
