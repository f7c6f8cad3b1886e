import { newId, nowSeconds } from '../kernel/ids.js';
import type { StripeObject } from '../store/types.js';
import type { Card } from './card.js';
import type { CreateAuthorizationParams } from './params.js';

type Reason = 'card_active' | 'card_inactive' | 'cardholder_inactive' | 'spending_controls';

/** An authorization as stored: its card by id (answers embed the card, as Stripe's do). */
export interface StoredAuthorization extends StripeObject {
  object: 'issuing.authorization';
  amount: number;
  amount_details: { atm_fee: null };
  approved: boolean;
  authorization_method: string;
  balance_transactions: [];
  card: string;
  cardholder: string;
  currency: string;
  merchant_amount: number;
  merchant_currency: string;
  merchant_data: {
    category: string;
    category_code: string;
    city: string | null;
    country: string | null;
    name: string | null;
    network_id: string;
    postal_code: string | null;
    state: null;
  };
  metadata: Record<string, string>;
  pending_request: null;
  request_history: {
    amount: number;
    approved: boolean;
    created: number;
    currency: string;
    merchant_amount: number;
    merchant_currency: string;
    reason: Reason;
  }[];
  status: 'closed' | 'pending' | 'reversed';
  transactions: [];
  verification_data: {
    address_line1_check: 'not_provided';
    address_postal_code_check: 'not_provided';
    cvc_check: 'match';
    expiry_check: 'match';
  };
  wallet: null;
}

/** Why the card's rules approve or decline a purchase of this amount (test mode: no webhook is asked). */
export function decide(card: Card, amount: number): Reason {
  if (card.status !== 'active') return 'card_inactive';
  if (card.cardholder.status !== 'active') return 'cardholder_inactive';
  const limits = card.spending_controls.spending_limits.filter((l) => l.interval === 'per_authorization');
  if (limits.some((limit) => amount > limit.amount)) return 'spending_controls';
  return 'card_active';
}

/** The category code of the few categories a test authorization names; others get 5999. */
const CATEGORY_CODES: Readonly<Record<string, string>> = {
  miscellaneous_general_merchandise: '5399',
  eating_places_restaurants: '5812',
  grocery_stores_supermarkets: '5411',
  taxicabs_limousines: '4121',
};

export function newAuthorization(
  params: CreateAuthorizationParams,
  card: Card,
  livemode: boolean,
): StoredAuthorization {
  const amount = params.amount ?? 1000;
  const currency = params.currency ?? card.currency;
  const reason = decide(card, amount);
  const approved = reason === 'card_active';
  const created = nowSeconds();
  const category = params.merchant_data?.category ?? 'miscellaneous_general_merchandise';
  return {
    id: newId('iauth'),
    object: 'issuing.authorization',
    amount,
    amount_details: { atm_fee: null },
    approved,
    authorization_method: params.authorization_method ?? 'online',
    balance_transactions: [],
    card: card.id,
    cardholder: card.cardholder.id,
    created,
    currency,
    livemode,
    merchant_amount: amount,
    merchant_currency: currency,
    merchant_data: {
      category,
      category_code: CATEGORY_CODES[category] ?? '5999',
      city: params.merchant_data?.city ?? null,
      country: params.merchant_data?.country ?? null,
      name: params.merchant_data?.name ?? 'Test merchant',
      network_id: '1234567890',
      postal_code: params.merchant_data?.postal_code ?? null,
      state: null,
    },
    metadata: {},
    pending_request: null,
    request_history: [
      { amount, approved, created, currency, merchant_amount: amount, merchant_currency: currency, reason },
    ],
    status: approved ? 'pending' : 'closed',
    transactions: [],
    verification_data: {
      address_line1_check: 'not_provided',
      address_postal_code_check: 'not_provided',
      cvc_check: 'match',
      expiry_check: 'match',
    },
    wallet: null,
  };
}
