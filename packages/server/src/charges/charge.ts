import { newId, nowSeconds, randomToken } from '../kernel/ids.js';
import { applyMetadata } from '../kernel/shared-params.js';
import { type PaidMethod, serverMethod } from '../methods/index.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import type { CardChecks, Decline, NetworkOutcome, ThreeDSecureResult } from '../simulator/processor.js';
import type { StripeObject } from '../store/types.js';

export interface Charge extends StripeObject {
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  currency: string;
  customer: string | null;
  description: string | null;
  failure_code: string | null;
  failure_message: string | null;
  metadata: Record<string, string>;
  outcome: ChargeOutcome | null;
  paid: boolean;
  payment_intent: string | null;
  payment_method: string | null;
  payment_method_details: Record<string, unknown> & { type: string };
  receipt_url: string;
  refunded: boolean;
  refunds: { object: 'list'; data: StripeObject[]; has_more: boolean; total_count: number; url: string };
  status: 'succeeded' | 'pending' | 'failed';
}

/** What a charge is made from: the intent's fields the charge copies, and the attempt's result. */
export interface ChargeInput {
  livemode: boolean;
  publicUrl: string;
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  paymentIntent: string;
  receiptEmail: string | null;
  shipping: unknown;
  statementDescriptor: string | null;
  statementDescriptorSuffix: string | null;
  /** The payment method charged; null when the card data was refused before one was made. */
  paymentMethod: PaymentMethod | null;
  billingDetails: unknown;
  details: Record<string, unknown> & { type: string };
  status: Charge['status'];
  captured: boolean;
  outcome: NetworkOutcome | null;
  failure: Decline | null;
  /** What the shopper paid in their own currency, when the payment was presented in it. */
  presentmentDetails?: { presentment_amount: number; presentment_currency: string } | null;
}

const DEFAULT_DESCRIPTOR = 'PAYFRAME';

export type ChargeOutcome = Omit<NetworkOutcome, 'risk_score'> & { risk_score?: number };

/** `outcome` as the schema has it: a risk score only where one was assessed. */
export function chargeOutcome(outcome: NetworkOutcome): ChargeOutcome {
  const { risk_score, ...rest } = outcome;
  return risk_score === null ? rest : { ...rest, risk_score };
}

export function newCharge(input: ChargeInput): Charge {
  // Card charges are `ch_`, other methods' payments `py_`, as Stripe names them.
  const id = newId(input.details.type === 'card' ? 'ch' : 'py');
  const paid = input.status === 'succeeded';
  return {
    id,
    object: 'charge',
    amount: input.amount,
    amount_captured: paid && input.captured ? input.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: input.billingDetails,
    calculated_statement_descriptor: statementDescriptor(
      input.statementDescriptor,
      input.statementDescriptorSuffix,
    ),
    captured: paid && input.captured,
    created: nowSeconds(),
    currency: input.currency,
    customer: input.customer,
    description: input.description,
    destination: null,
    dispute: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: input.failure?.code ?? null,
    failure_message: input.failure?.message ?? null,
    fraud_details: {},
    invoice: null,
    livemode: input.livemode,
    metadata: applyMetadata({}, input.metadata),
    on_behalf_of: null,
    order: null,
    outcome: input.outcome ? chargeOutcome(input.outcome) : null,
    paid,
    payment_intent: input.paymentIntent,
    payment_method: input.paymentMethod?.id ?? null,
    payment_method_details: input.details,
    ...(input.presentmentDetails ? { presentment_details: { ...input.presentmentDetails } } : {}),
    receipt_email: input.receiptEmail,
    receipt_number: null,
    receipt_url: `${input.publicUrl}/receipts/${id}/${randomToken(32)}`,
    refunded: false,
    refunds: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/charges/${id}/refunds` },
    review: null,
    shipping: input.shipping ?? null,
    source: null,
    source_transfer: null,
    statement_descriptor: input.statementDescriptor,
    statement_descriptor_suffix: input.statementDescriptorSuffix,
    status: input.status,
    transfer_data: null,
    transfer_group: null,
  };
}

function statementDescriptor(descriptor: string | null, suffix: string | null): string {
  const base = (descriptor ?? DEFAULT_DESCRIPTOR).toUpperCase();
  return suffix ? `${base.slice(0, 10)}* ${suffix.toUpperCase()}`.slice(0, 22) : base.slice(0, 22);
}

/** `payment_method_details.card`: the card as it was at the time of this payment. */
export function cardDetails(
  pm: PaymentMethod,
  result: { network: string | null; checks: CardChecks; threeDSecure: ThreeDSecureResult | null },
): Record<string, unknown> & { type: 'card' } {
  const card = (pm.card ?? {}) as Record<string, unknown>;
  return {
    type: 'card',
    card: {
      brand: card.brand ?? null,
      checks: result.checks,
      country: card.country ?? null,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      fingerprint: card.fingerprint ?? null,
      funding: card.funding ?? null,
      installments: null,
      last4: card.last4 ?? null,
      mandate: null,
      network: result.network,
      three_d_secure: result.threeDSecure,
      wallet: card.wallet ?? null,
    },
  };
}

/** `payment_method_details.sepa_debit`, naming the mandate the debit runs under. */
export function sepaDebitDetails(
  pm: PaymentMethod,
  mandate: string | null,
): Record<string, unknown> & { type: string } {
  const account = (pm.sepa_debit ?? {}) as Record<string, unknown>;
  return {
    type: 'sepa_debit',
    sepa_debit: {
      bank_code: account.bank_code ?? null,
      branch_code: account.branch_code ?? null,
      country: account.country ?? null,
      fingerprint: account.fingerprint ?? null,
      last4: account.last4 ?? null,
      mandate,
    },
  };
}

/** `payment_method_details.au_becs_debit`: the BSB and last 4 digits, naming the mandate. */
export function auBecsDebitDetails(
  pm: PaymentMethod,
  mandate: string | null,
): Record<string, unknown> & { type: string } {
  const account = (pm.au_becs_debit ?? {}) as Record<string, unknown>;
  return {
    type: 'au_becs_debit',
    au_becs_debit: {
      bsb_number: account.bsb_number ?? null,
      fingerprint: account.fingerprint ?? null,
      last4: account.last4 ?? null,
      ...(mandate ? { mandate } : {}),
    },
  };
}

/** `payment_method_details.us_bank_account`: the routing number and last 4 digits, naming the mandate. */
export function usBankAccountDetails(
  pm: PaymentMethod,
  mandate: string | null,
): Record<string, unknown> & { type: string } {
  const account = pm.us_bank_account;
  return {
    type: 'us_bank_account',
    us_bank_account: {
      account_holder_type: account?.account_holder_type ?? null,
      account_type: account?.account_type ?? null,
      bank_name: account?.bank_name ?? null,
      fingerprint: account?.fingerprint ?? null,
      last4: account?.last4 ?? null,
      ...(mandate ? { mandate } : {}),
      routing_number: account?.routing_number ?? null,
    },
  };
}

/** `payment_method_details.acss_debit`: the bank, its numbers and last 4 digits, naming the mandate. */
export function acssDebitDetails(
  pm: PaymentMethod,
  mandate: string | null,
): Record<string, unknown> & { type: string } {
  const account = pm.acss_debit;
  return {
    type: 'acss_debit',
    acss_debit: {
      bank_name: account?.bank_name ?? null,
      fingerprint: account?.fingerprint ?? null,
      institution_number: account?.institution_number ?? null,
      last4: account?.last4 ?? null,
      ...(mandate ? { mandate } : {}),
      transit_number: account?.transit_number ?? null,
    },
  };
}

/** `payment_method_details.bacs_debit`: the sort code and last 4 digits, naming the mandate. */
export function bacsDebitDetails(
  pm: PaymentMethod,
  mandate: string | null,
): Record<string, unknown> & { type: string } {
  const account = pm.bacs_debit;
  return {
    type: 'bacs_debit',
    bacs_debit: {
      fingerprint: account?.fingerprint ?? null,
      last4: account?.last4 ?? null,
      mandate: mandate ?? null,
      sort_code: account?.sort_code ?? null,
    },
  };
}

/** A debit's `payment_method_details`, by the payment method's type. */
export function debitDetails(
  pm: PaymentMethod,
  mandate: string | null,
): Record<string, unknown> & { type: string } {
  if (pm.type === 'us_bank_account') return usBankAccountDetails(pm, mandate);
  if (pm.type === 'acss_debit') return acssDebitDetails(pm, mandate);
  if (pm.type === 'bacs_debit') return bacsDebitDetails(pm, mandate);
  return pm.type === 'au_becs_debit' ? auBecsDebitDetails(pm, mandate) : sepaDebitDetails(pm, mandate);
}

/**
 * Redirect and QR code methods (iDEAL, Bancontact, WeChat Pay...): the method's own fields
 * plus the verified name, unless its server method builds them (`reference` is the
 * processor's reference of the payment).
 */
export function redirectDetails(
  pm: PaymentMethod,
  reference: string,
  options: Record<string, unknown> = {},
): Record<string, unknown> & { type: string } {
  const own = (pm[pm.type] ?? {}) as Record<string, unknown>;
  const billing = (pm.billing_details ?? {}) as PaidMethod['billing'];
  const build = serverMethod(pm.type)?.chargeDetails;
  if (build) return { type: pm.type, [pm.type]: build({ own, billing, reference, options }) };
  const name = billing.name ?? null;
  return { type: pm.type, [pm.type]: { ...own, verified_name: name } };
}

/** What a payment's charge looks like once captured (all or part of it). */
export function capturedCharge(charge: Charge, amount: number): Charge {
  return { ...charge, captured: true, amount_captured: amount };
}

/** A charge's refund list holds every refund, newest first. */
export function withRefund(charge: Charge, refund: StripeObject, refundedTotal: number): Charge {
  const known = charge.refunds.data.some((r) => r.id === refund.id);
  const data = known
    ? charge.refunds.data.map((r) => (r.id === refund.id ? refund : r))
    : [refund, ...charge.refunds.data];
  return {
    ...charge,
    amount_refunded: refundedTotal,
    refunded: refundedTotal >= charge.amount_captured && charge.amount_captured > 0,
    refunds: { ...charge.refunds, data, total_count: data.length },
  };
}
