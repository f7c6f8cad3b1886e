import { newId, nowSeconds } from '../kernel/ids.js';
import { type Address, applyMetadata, clearOr, toAddress, toShipping } from '../kernel/shared-params.js';
import type { StripeObject } from '../store/types.js';
import type { CreateCustomerParams, UpdateCustomerParams } from './params.js';

export interface Customer extends StripeObject {
  object: 'customer';
  address: Address | null;
  email: string | null;
  invoice_settings: {
    custom_fields: unknown;
    default_payment_method: string | null;
    footer: string | null;
    rendering_options: null;
  };
  metadata: Record<string, string>;
  name: string | null;
}

export function newCustomer(params: CreateCustomerParams, livemode: boolean): Customer {
  return {
    id: newId('cus', 14),
    object: 'customer',
    address: params.address ? toAddress(params.address) : null,
    balance: params.balance ?? 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: params.description || null,
    discount: null,
    email: params.email || null,
    invoice_prefix: params.invoice_prefix || randomPrefix(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: params.invoice_settings?.default_payment_method || null,
      footer: params.invoice_settings?.footer || null,
      rendering_options: null,
    },
    livemode,
    metadata: applyMetadata({}, params.metadata),
    name: params.name || null,
    next_invoice_sequence: params.next_invoice_sequence ?? 1,
    phone: params.phone || null,
    preferred_locales: params.preferred_locales ?? [],
    shipping: toShipping(params.shipping),
    tax_exempt: params.tax_exempt ?? 'none',
    test_clock: params.test_clock ?? null,
  };
}

export function updatedCustomer(customer: Customer, params: UpdateCustomerParams): Customer {
  const settings = params.invoice_settings;
  return {
    ...customer,
    address:
      params.address === undefined
        ? customer.address
        : params.address === ''
          ? null
          : toAddress(params.address, customer.address),
    balance: params.balance ?? customer.balance,
    description: clearOr(params.description, customer.description as string | null),
    email: clearOr(params.email, customer.email),
    invoice_prefix: params.invoice_prefix ?? customer.invoice_prefix,
    invoice_settings: {
      ...customer.invoice_settings,
      ...(settings?.default_payment_method !== undefined
        ? { default_payment_method: settings.default_payment_method || null }
        : {}),
      ...(settings?.footer !== undefined ? { footer: settings.footer || null } : {}),
    },
    metadata: applyMetadata(customer.metadata, params.metadata),
    name: clearOr(params.name, customer.name),
    next_invoice_sequence: params.next_invoice_sequence ?? customer.next_invoice_sequence,
    phone: clearOr(params.phone, customer.phone as string | null),
    preferred_locales:
      params.preferred_locales === '' ? [] : (params.preferred_locales ?? customer.preferred_locales),
    shipping: toShipping(params.shipping, customer.shipping),
    tax_exempt: params.tax_exempt === '' ? 'none' : (params.tax_exempt ?? customer.tax_exempt),
  };
}

function randomPrefix(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let out = '';
  for (let i = 0; i < 8; i++) out += letters[Math.floor(Math.random() * letters.length)];
  return out;
}
