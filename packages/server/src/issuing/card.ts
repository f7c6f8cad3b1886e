import { newId, nowSeconds } from '../kernel/ids.js';
import { applyMetadata } from '../kernel/shared-params.js';
import type { StripeObject } from '../store/types.js';
import type { Cardholder } from './cardholder.js';
import type { CreateCardParams } from './params.js';

type SpendingLimit = { amount: number; interval: string; categories: string[] | null };

/**
 * An issuing card: stored with its cardholder's id, answered with the cardholder object (and
 * its secrets when asked for and allowed).
 */
export interface IssuingCard<Holder = string> extends StripeObject {
  object: 'issuing.card';
  brand: 'Visa';
  cancellation_reason: 'lost' | 'stolen' | null;
  cardholder: Holder;
  currency: string;
  exp_month: number;
  exp_year: number;
  financial_account: null;
  last4: string;
  metadata: Record<string, string>;
  personalization_design: null;
  physical_bundle: null;
  replaced_by: null;
  replacement_for: null;
  replacement_reason: null;
  shipping: null;
  spending_controls: {
    allowed_categories: null;
    allowed_merchant_countries: null;
    blocked_categories: null;
    blocked_merchant_countries: null;
    spending_limits: SpendingLimit[];
    spending_limits_currency: string | null;
  };
  status: 'active' | 'inactive' | 'canceled';
  type: 'virtual' | 'physical';
  wallets: {
    apple_pay: { eligible: boolean; ineligible_reason: string | null };
    google_pay: { eligible: boolean; ineligible_reason: string | null };
    primary_account_identifier: null;
  };
  number?: string;
  cvc?: string;
  pin?: { number: string };
}

export type StoredCard = IssuingCard<string>;
export type Card = IssuingCard<Cardholder>;

/** A virtual card runs for three years from its issue month. */
const VALID_YEARS = 3;

export function newCard(params: CreateCardParams, last4: string, livemode: boolean): StoredCard {
  const now = new Date();
  const limits = params.spending_controls?.spending_limits ?? [];
  const wallet = { eligible: false, ineligible_reason: 'missing_agreement' };
  return {
    id: newId('ic'),
    object: 'issuing.card',
    brand: 'Visa',
    cancellation_reason: null,
    cardholder: params.cardholder,
    created: nowSeconds(),
    currency: params.currency,
    exp_month: now.getUTCMonth() + 1,
    exp_year: now.getUTCFullYear() + VALID_YEARS,
    financial_account: null,
    last4,
    livemode,
    metadata: applyMetadata({}, params.metadata),
    personalization_design: null,
    physical_bundle: null,
    replaced_by: null,
    replacement_for: null,
    replacement_reason: null,
    shipping: null,
    spending_controls: {
      allowed_categories: null,
      allowed_merchant_countries: null,
      blocked_categories: null,
      blocked_merchant_countries: null,
      spending_limits: limits.map((limit) => ({
        amount: limit.amount,
        interval: limit.interval,
        categories: limit.categories ?? null,
      })),
      spending_limits_currency: limits.length ? params.currency : null,
    },
    status: params.status ?? 'inactive',
    type: 'virtual',
    wallets: { apple_pay: wallet, google_pay: wallet, primary_account_identifier: null },
  };
}

export const cardColumns = (card: StoredCard) => ({
  cardholder: card.cardholder,
  status: card.status,
  type: card.type,
  last4: card.last4,
  exp_month: card.exp_month,
  exp_year: card.exp_year,
});
