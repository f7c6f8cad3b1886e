import type { Bank } from '../bank/bank.js';

/**
 * A field a payment method asks the shopper for, as the elements session describes it
 * (`payment_method_specs`): where its value goes in the payment method payload (`apiPath`),
 * and for a selector its choices.
 */
export type MethodField =
  | { kind: 'card_details' | 'billing_address' | 'name' | 'email' | 'iban'; apiPath: string }
  | { kind: 'selector'; apiPath: string; banks: readonly Bank[]; optional?: boolean }
  | { kind: 'country'; apiPath: string; countries: readonly string[] }
  | { kind: 'mandate' };

/**
 * One payment method type, as data: what every part of Payframe needs to know of it. The
 * server's parameters, confirmation and elements session, and the frames' forms, read it.
 */
export interface MethodDescriptor {
  type: string;
  /** How a payment goes: authorized at once (maybe after 3-D Secure), at the bank after a redirect, or a debit sent and settled later. */
  flow: 'card' | 'redirect' | 'bank_debit';
  /** The currencies it pays in; null means any. */
  currencies: readonly string[] | null;
  /** Whether a SetupIntent can set it up for later payments. */
  reusable: boolean;
  /** What the shopper fills in, in order. */
  fields: readonly MethodField[];
}
