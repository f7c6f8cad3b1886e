/** Address fields by their UI names (docs/elements.md#entities), plus the metadata's rarer parts. */
export type AddressField =
  | 'name'
  | 'organization'
  | 'addressLine1'
  | 'addressLine2'
  | 'dependentLocality'
  | 'locality'
  | 'administrativeArea'
  | 'postalCode'
  | 'sortingCode';

/** The fields each letter of the metadata's `fmt` and `require` strings stands for. */
export const FORMAT_LETTER_FIELDS: Readonly<Record<string, readonly AddressField[]>> = {
  N: ['name'],
  O: ['organization'],
  A: ['addressLine1', 'addressLine2'],
  D: ['dependentLocality'],
  C: ['locality'],
  S: ['administrativeArea'],
  Z: ['postalCode'],
  X: ['sortingCode'],
};

/** UI name to payload name (`billing_details.address`), docs/elements.md#entities. */
export const ADDRESS_PAYLOAD_NAMES = {
  addressLine1: 'line1',
  addressLine2: 'line2',
  locality: 'city',
  administrativeArea: 'state',
  postalCode: 'postal_code',
  country: 'country',
} as const;

/** An address as the address form holds it. */
export interface AddressValue {
  country: string;
  addressLine1?: string | undefined;
  addressLine2?: string | undefined;
  dependentLocality?: string | undefined;
  locality?: string | undefined;
  administrativeArea?: string | undefined;
  postalCode?: string | undefined;
  sortingCode?: string | undefined;
}

/** An address in the payload shape of `billing_details.address`. */
export interface AddressPayload {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string;
}

function orNull(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Converts form names to payload names; empty parts become null. */
export function toAddressPayload(address: AddressValue): AddressPayload {
  return {
    line1: orNull(address.addressLine1),
    line2: orNull(address.addressLine2),
    city: orNull(address.locality),
    state: orNull(address.administrativeArea),
    postal_code: orNull(address.postalCode),
    country: address.country,
  };
}
