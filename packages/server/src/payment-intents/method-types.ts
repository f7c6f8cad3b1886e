import { METHOD_DESCRIPTORS } from '@payframe/core';
/**
 * The payment method types intents accept and how each one pays: a card is authorized
 * at once (maybe after 3-D Secure), a redirect method sends the shopper to their bank
 * and back, a bank debit is sent and settles later.
 */
export type PaymentFlow = 'card' | 'redirect' | 'bank_debit';

export interface MethodType {
  flow: PaymentFlow;
  /** Currencies it can pay in; null means any. */
  currencies: readonly string[] | null;
  /** Whether a SetupIntent can set it up for later payments. */
  setup: boolean;
}

/** The method types intents accept, from core's descriptors (one home for each method). */
export const METHOD_TYPES: Readonly<Record<string, MethodType>> = Object.fromEntries(
  METHOD_DESCRIPTORS.map((descriptor) => [
    descriptor.type,
    { flow: descriptor.flow, currencies: descriptor.currencies, setup: descriptor.reusable },
  ]),
);

export function methodType(type: string): MethodType | undefined {
  return Object.hasOwn(METHOD_TYPES, type) ? METHOD_TYPES[type] : undefined;
}

export function acceptsCurrency(type: string, currency: string): boolean {
  const rule = methodType(type);
  return rule !== undefined && (rule.currencies === null || rule.currencies.includes(currency));
}

/**
 * What `automatic_payment_methods[enabled]` turns into: every type that can pay in the
 * currency (or be set up, for a SetupIntent), card first; redirects only when allowed.
 */
export function automaticTypes(options: {
  currency: string | null;
  allowRedirects: boolean;
  purpose: 'payment' | 'setup';
}): string[] {
  return Object.entries(METHOD_TYPES)
    .filter(([, rule]) => (options.purpose === 'setup' ? rule.setup : true))
    .filter(([type]) => options.currency === null || acceptsCurrency(type, options.currency))
    .filter(([, rule]) => options.allowRedirects || rule.flow !== 'redirect')
    .map(([type]) => type);
}
