import { fail, ok, type Result } from '../result.js';
import { invalidType, isRecord, optionalEnum } from './option-checks.js';

/** Billing field collection: never, auto, and for the address only if_required (docs/elements.md#validation). */
export const BILLING_FIELD_COLLECTION = ['never', 'auto'] as const;
export const BILLING_ADDRESS_COLLECTION = ['never', 'auto', 'if_required'] as const;
/** The parts of `fields.billingDetails.address` given as an object, by their option names. */
export const BILLING_ADDRESS_PARTS = ['line1', 'line2', 'city', 'state', 'country', 'postalCode'] as const;

export type FieldCollection = (typeof BILLING_FIELD_COLLECTION)[number];
export type AddressCollection = (typeof BILLING_ADDRESS_COLLECTION)[number];
export type BillingAddressPart = (typeof BILLING_ADDRESS_PARTS)[number];

export interface BillingDetailsCollection {
  name: FieldCollection;
  email: FieldCollection;
  phone: FieldCollection;
  /** The address as a whole: never when any part is never. */
  address: AddressCollection;
  /** Each address part: never where the merchant opted out of it (then they must pass it). */
  addressParts: Record<BillingAddressPart, FieldCollection>;
  /**
   * Fields the merchant asked for by name with 'auto' in the object form: name, email, phone,
   * and `fullAddress` when a street part (line1, line2, city, state) is named 'auto'. The
   * Payment Element shows these whatever the method needs (see README, billing details).
   */
  requested: { name: boolean; email: boolean; phone: boolean; fullAddress: boolean };
}

const ELEMENT = "elements.create('payment')";
const PARAM = 'fields.billingDetails';
const STREET_PARTS: readonly BillingAddressPart[] = ['line1', 'line2', 'city', 'state'];

function partsAll(choice: FieldCollection): Record<BillingAddressPart, FieldCollection> {
  return { line1: choice, line2: choice, city: choice, state: choice, country: choice, postalCode: choice };
}

function uniform(choice: FieldCollection): BillingDetailsCollection {
  return {
    name: choice,
    email: choice,
    phone: choice,
    address: choice,
    addressParts: partsAll(choice),
    requested: { name: false, email: false, phone: false, fullAddress: false },
  };
}

/** Checks `fields.billingDetails`: one value for all fields, or one per field. */
export function validateBillingDetailsCollection(value: unknown): Result<BillingDetailsCollection> {
  if (value === undefined) return ok(uniform('auto'));
  if (typeof value === 'string') {
    const checked = optionalEnum(ELEMENT, PARAM, BILLING_FIELD_COLLECTION, value);
    if (!checked.ok) return checked;
    return ok(uniform(checked.value ?? 'auto'));
  }
  if (!isRecord(value)) return fail(invalidType(ELEMENT, PARAM, 'a string or an object', value));
  const all = uniform('auto');
  for (const field of ['name', 'email', 'phone'] as const) {
    const checked = optionalEnum(ELEMENT, `${PARAM}.${field}`, BILLING_FIELD_COLLECTION, value[field]);
    if (!checked.ok) return checked;
    if (checked.value) all[field] = checked.value;
    all.requested[field] = checked.value === 'auto';
  }
  const address = value.address;
  if (isRecord(address)) {
    for (const [part, setting] of Object.entries(address)) {
      const checked = optionalEnum(ELEMENT, `${PARAM}.address.${part}`, BILLING_FIELD_COLLECTION, setting);
      if (!checked.ok) return checked;
      if (checked.value && (BILLING_ADDRESS_PARTS as readonly string[]).includes(part))
        all.addressParts[part as BillingAddressPart] = checked.value;
    }
    all.address = Object.values(address).includes('never') ? 'never' : 'auto';
    all.requested.fullAddress = STREET_PARTS.some((part) => address[part] === 'auto');
  } else {
    const checked = optionalEnum(ELEMENT, `${PARAM}.address`, BILLING_ADDRESS_COLLECTION, address);
    if (!checked.ok) return checked;
    if (checked.value) all.address = checked.value;
    if (checked.value === 'never') all.addressParts = partsAll('never');
  }
  return ok(all);
}

/** A billing field set to never removes the "shipping same as billing" checkbox (docs/elements.md#validation). */
export function showsShippingAsBilling(collection: BillingDetailsCollection): boolean {
  return [collection.name, collection.email, collection.phone, collection.address].every(
    (setting) => setting !== 'never',
  );
}
