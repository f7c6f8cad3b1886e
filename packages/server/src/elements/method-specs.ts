import { type Bank, EPS_BANKS, IDEAL_BANKS, P24_BANKS } from '@payframe/core';

/**
 * `payment_method_specs`: the fields each payment method type shows, so the frames draw a
 * method's form from what the server says it needs. `api_path.v1` names where the value goes
 * in the payment method payload; a selector lists its choices; `mandate` is text the shopper
 * accepts by paying (no input).
 */
export interface MethodField {
  type: 'card_details' | 'billing_address' | 'name' | 'email' | 'iban' | 'selector' | 'mandate' | 'country';
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

const name: MethodField = { type: 'name', api_path: { v1: 'billing_details[name]' } };
const email: MethodField = { type: 'email', api_path: { v1: 'billing_details[email]' } };

function bankSelector(path: string, banks: readonly Bank[], optional = false): MethodField {
  return {
    type: 'selector',
    api_path: { v1: path },
    items: banks.map((bank) => ({ api_value: bank.id, display_text: bank.name })),
    ...(optional ? { optional } : {}),
  };
}

const SPECS: Readonly<Record<string, Omit<MethodSpec, 'type'>>> = {
  card: {
    async: false,
    next_action: 'none',
    fields: [
      { type: 'card_details', api_path: { v1: 'card' } },
      { type: 'billing_address', api_path: { v1: 'billing_details[address]' } },
    ],
  },
  sepa_debit: {
    async: true,
    next_action: 'none',
    fields: [name, email, { type: 'iban', api_path: { v1: 'sepa_debit[iban]' } }, { type: 'mandate' }],
  },
  ideal: {
    async: false,
    next_action: 'redirect_to_url',
    fields: [bankSelector('ideal[bank]', IDEAL_BANKS, true)],
  },
  bancontact: { async: false, next_action: 'redirect_to_url', fields: [name] },
  giropay: { async: false, next_action: 'redirect_to_url', fields: [name] },
  eps: {
    async: false,
    next_action: 'redirect_to_url',
    fields: [name, bankSelector('eps[bank]', EPS_BANKS, true)],
  },
  p24: {
    async: false,
    next_action: 'redirect_to_url',
    fields: [name, email, bankSelector('p24[bank]', P24_BANKS, true)],
  },
  sofort: {
    async: false,
    next_action: 'redirect_to_url',
    fields: [
      {
        type: 'country',
        api_path: { v1: 'sofort[country]' },
        // docs/elements.md#constants: the countries Sofort pays from.
        allowed_country_codes: ['AT', 'BE', 'DE', 'ES', 'NL'],
      },
    ],
  },
};

/** The specs of the offered types, in their order; a type without a spec is not offered. */
export function methodSpecs(types: readonly string[]): MethodSpec[] {
  return types.flatMap((type) => {
    const spec = Object.hasOwn(SPECS, type) ? SPECS[type] : undefined;
    return spec ? [{ type, ...spec }] : [];
  });
}

/** Whether Elements can show a type (it has a form). */
export function hasMethodSpec(type: string): boolean {
  return Object.hasOwn(SPECS, type);
}
