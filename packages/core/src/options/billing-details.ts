import { fail, ok, type Result } from '../result.js';
import { invalidType, isRecord, optionalEnum } from './option-checks.js';

/** Billing field collection: never, auto, and for the address only if_required (spec 1 section 5). */
export const BILLING_FIELD_COLLECTION = ['never', 'auto'] as const;
export const BILLING_ADDRESS_COLLECTION = ['never', 'auto', 'if_required'] as const;

export type FieldCollection = (typeof BILLING_FIELD_COLLECTION)[number];
export type AddressCollection = (typeof BILLING_ADDRESS_COLLECTION)[number];

export interface BillingDetailsCollection {
  name: FieldCollection;
  email: FieldCollection;
  phone: FieldCollection;
  address: AddressCollection;
}

const ELEMENT = "elements.create('payment')";
const PARAM = 'fields.billingDetails';

/** Checks `fields.billingDetails`: one value for all fields, or one per field. */
export function validateBillingDetailsCollection(value: unknown): Result<BillingDetailsCollection> {
  const all: BillingDetailsCollection = { name: 'auto', email: 'auto', phone: 'auto', address: 'auto' };
  if (value === undefined) return ok(all);
  if (typeof value === 'string') {
    const checked = optionalEnum(ELEMENT, PARAM, BILLING_FIELD_COLLECTION, value);
    if (!checked.ok) return checked;
    const choice = checked.value ?? 'auto';
    return ok({ name: choice, email: choice, phone: choice, address: choice });
  }
  if (!isRecord(value)) return fail(invalidType(ELEMENT, PARAM, 'a string or an object', value));
  for (const field of ['name', 'email', 'phone'] as const) {
    const checked = optionalEnum(ELEMENT, `${PARAM}.${field}`, BILLING_FIELD_COLLECTION, value[field]);
    if (!checked.ok) return checked;
    if (checked.value) all[field] = checked.value;
  }
  if (isRecord(value.address)) {
    for (const [part, setting] of Object.entries(value.address)) {
      const checked = optionalEnum(ELEMENT, `${PARAM}.address.${part}`, BILLING_FIELD_COLLECTION, setting);
      if (!checked.ok) return checked;
    }
    all.address = Object.values(value.address).includes('never') ? 'never' : 'auto';
  } else {
    const checked = optionalEnum(ELEMENT, `${PARAM}.address`, BILLING_ADDRESS_COLLECTION, value.address);
    if (!checked.ok) return checked;
    if (checked.value) all.address = checked.value;
  }
  return ok(all);
}

/** A billing field set to never removes the "shipping same as billing" checkbox (spec 1 section 5). */
export function showsShippingAsBilling(collection: BillingDetailsCollection): boolean {
  return Object.values(collection).every((setting) => setting !== 'never');
}
