import {
  fitsAmount,
  METHOD_DESCRIPTORS,
  type MethodDescriptor,
  methodDescriptor,
  type Settlement,
} from '@payframe/core';
/**
 * The payment method types intents accept and how each one pays: a card is authorized
 * at once (maybe after 3-D Secure), a redirect method sends the shopper to their bank
 * and back, a bank debit is sent and settles later, a QR code is scanned, an app method is
 * approved in the shopper's banking app while the page waits.
 */
export type PaymentFlow = 'card' | 'redirect' | 'bank_debit' | 'qr' | 'voucher' | 'app';

/**
 * Which confirm handler runs a method, from its descriptor's next action: the card
 * authorization (maybe 3-D Secure), the bank redirect, a debit sent now and settled later
 * (no next action, money arriving after `processing`), a QR code the shopper scans, or a
 * voucher paid later (cash at a store, or at a bank), a
 * payment sent to the shopper's banking app with the code they typed (BLIK), or a debit from a
 * US bank account that is verified first (at its bank, or by microdeposits the shopper reads back).
 */
export type ConfirmKind = 'three_d_secure' | 'redirect' | 'debit' | 'bank_account' | 'qr' | 'voucher' | 'app';

export interface MethodType {
  flow: PaymentFlow;
  confirm: ConfirmKind;
  settlement: Settlement;
  /** Currencies it can pay in; null means any. */
  currencies: readonly string[] | null;
  /** Whether a SetupIntent can set it up for later payments. */
  setup: boolean;
  /** Whether `automatic_payment_methods` offers it. */
  automatic: boolean;
  /** Whether `capture_method: manual` holds its payments for a later capture. */
  manualCapture: boolean;
}

function confirmKindOf(descriptor: MethodDescriptor): ConfirmKind {
  const { nextAction, settlement, type } = descriptor;
  if (nextAction === 'three_d_secure' || nextAction === 'redirect') return nextAction;
  if (nextAction === 'qr' && settlement === 'immediate') return 'qr';
  if (nextAction === 'voucher' && descriptor.voucher) return 'voucher';
  if (nextAction === 'app_approval' && settlement === 'immediate') return 'app';
  if (nextAction === 'none' && settlement !== 'immediate') return 'debit';
  if (nextAction === 'microdeposits' && settlement !== 'immediate') return 'bank_account';
  // A descriptor the server has no handler for must fail at start, not at a shopper's confirm.
  throw new Error(`No confirm handler for ${type} (next action ${nextAction}, settlement ${settlement})`);
}

/** The method types intents accept, from core's descriptors (one home for each method). */
export const METHOD_TYPES: Readonly<Record<string, MethodType>> = Object.fromEntries(
  METHOD_DESCRIPTORS.map((descriptor) => [
    descriptor.type,
    {
      flow: descriptor.flow,
      confirm: confirmKindOf(descriptor),
      settlement: descriptor.settlement,
      currencies: descriptor.currencies,
      setup: descriptor.reusable,
      automatic: descriptor.automatic !== false,
      manualCapture: descriptor.manualCapture === true,
    },
  ]),
);

export function methodType(type: string): MethodType | undefined {
  return Object.hasOwn(METHOD_TYPES, type) ? METHOD_TYPES[type] : undefined;
}

export function acceptsCurrency(type: string, currency: string): boolean {
  const rule = methodType(type);
  return rule !== undefined && (rule.currencies === null || rule.currencies.includes(currency));
}

/** Whether a type can pay this amount: a method with bounds (buy now, pay later) only within them. */
export function fitsIntentAmount(type: string, amount: number, currency: string): boolean {
  const descriptor = methodDescriptor(type);
  return descriptor === undefined || fitsAmount(descriptor, amount, currency);
}

/** Whether a type needs the order's shipping address on the intent (Afterpay/Clearpay). */
export function needsShipping(type: string): boolean {
  return methodDescriptor(type)?.requires?.shipping === true;
}

/**
 * What `automatic_payment_methods[enabled]` turns into: every type that can pay in the
 * currency (or be set up, for a SetupIntent), card first; redirects only when allowed; never
 * a method the merchant must name (QR code methods, PayPal). A payment's amount must be within
 * a method's bounds, and a method that needs the shipping address is offered only when the
 * intent has one (the merchant may still name it and pass the address when confirming).
 */
export function automaticTypes(options: {
  currency: string | null;
  allowRedirects: boolean;
  purpose: 'payment' | 'setup';
  /** The payment's amount, when known: methods with bounds are offered only within them. */
  amount?: number | null;
  /** Whether the intent carries a shipping address. */
  shipping?: boolean;
}): string[] {
  const { amount, currency } = options;
  return Object.entries(METHOD_TYPES)
    .filter(([, rule]) => (options.purpose === 'setup' ? rule.setup : true))
    .filter(([type]) => currency === null || acceptsCurrency(type, currency))
    .filter(([, rule]) => options.allowRedirects || rule.flow !== 'redirect')
    .filter(([, rule]) => rule.automatic)
    .filter(([type]) => amount == null || currency === null || fitsIntentAmount(type, amount, currency))
    .filter(([type]) => options.shipping === true || !needsShipping(type))
    .map(([type]) => type);
}
