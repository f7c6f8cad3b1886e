import { type BankNumberKind, type MethodField as CoreMethodField, METHOD_DESCRIPTORS } from '@payframe/core';

/**
 * `payment_method_specs`: the fields each payment method type shows, so the frames draw a
 * method's form from what the server says it needs. `api_path.v1` names where the value goes
 * in the payment method payload; a selector lists its choices; `mandate` is text the shopper
 * accepts by paying (no input).
 */
export interface MethodField {
  type:
    | 'card_details'
    | 'billing_address'
    | 'name'
    | 'email'
    | 'phone'
    | 'tax_id'
    | 'iban'
    | 'au_becs_bsb_number'
    | 'au_becs_account_number'
    | BankNumberKind
    | 'selector'
    | 'mandate'
    | 'country'
    | 'blik_code';
  api_path?: { v1: string };
  /** For a selector: its choices (`api_value` is what the API takes). */
  items?: { api_value: string; display_text: string }[];
  /** For a country field: the countries it offers. */
  allowed_country_codes?: string[];
  /** Whether the shopper may leave it empty. */
  optional?: boolean;
}

export interface MethodSpec {
  type: string;
  /** Whether the payment completes later (bank debits) rather than at confirmation. */
  async: boolean;
  /** How confirmation finishes: at once (card, perhaps after 3-D Secure), via a bank redirect, or later. */
  next_action: 'none' | 'redirect_to_url';
  fields: MethodField[];
}

/** The wire form of a descriptor's field. */
function wireField(field: CoreMethodField): MethodField {
  switch (field.kind) {
    case 'mandate':
      return { type: 'mandate' };
    case 'selector':
      return {
        type: 'selector',
        api_path: { v1: field.apiPath },
        items: field.banks.map((bank) => ({ api_value: bank.id, display_text: bank.name })),
        ...(field.optional ? { optional: true } : {}),
      };
    case 'country':
      return {
        type: 'country',
        api_path: { v1: field.apiPath },
        allowed_country_codes: [...field.countries],
      };
    case 'bank_number':
      // A Canadian or UK bank number is typed by what it is (`bacs_sort_code`).
      return { type: field.number, api_path: { v1: field.apiPath } };
    case 'phone':
      return {
        type: 'phone',
        api_path: { v1: field.apiPath },
        ...(field.optional ? { optional: true } : {}),
      };
    default:
      return { type: field.kind, api_path: { v1: field.apiPath } };
  }
}

/** Each method's spec, from core's descriptor: bank debits settle later, redirects go to the bank. */
const SPECS: ReadonlyMap<string, Omit<MethodSpec, 'type'>> = new Map(
  METHOD_DESCRIPTORS.map((descriptor) => [
    descriptor.type,
    {
      async: descriptor.settlement !== 'immediate',
      next_action: descriptor.nextAction === 'redirect' ? 'redirect_to_url' : 'none',
      fields: descriptor.fields.map(wireField),
    },
  ]),
);

/** The specs of the offered types, in their order; a type without a spec is not offered. */
export function methodSpecs(types: readonly string[]): MethodSpec[] {
  return types.flatMap((type) => {
    const spec = SPECS.get(type);
    return spec ? [{ type, ...spec }] : [];
  });
}

/** Whether Elements can show a type (it has a form). */
export function hasMethodSpec(type: string): boolean {
  return SPECS.has(type);
}
