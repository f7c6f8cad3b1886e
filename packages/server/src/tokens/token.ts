import type { CardBrand } from '../simulator/cards/index.js';
import type { StripeObject } from '../store/types.js';

/** The legacy card object inside a card token: brand names as the Charges API spells them. */
export interface TokenCard {
  id: string;
  object: 'card';
  address_city: string | null;
  address_country: string | null;
  address_line1: string | null;
  address_line1_check: 'unchecked' | null;
  address_line2: string | null;
  address_state: string | null;
  address_zip: string | null;
  address_zip_check: 'unchecked' | null;
  brand: string;
  country: string | null;
  cvc_check: 'unchecked' | null;
  dynamic_last4: null;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  funding: string;
  last4: string;
  metadata: Record<string, string>;
  name: string | null;
  networks: { preferred: string | null };
  /** The wallet whose sheet handed the card over (a token made from a wallet's card). */
  tokenization_method: 'apple_pay' | 'google_pay' | null;
  wallet: null;
}

export interface Token extends StripeObject {
  object: 'token';
  type: 'card' | 'bank_account' | 'cvc_update';
  used: boolean;
  created: number;
  livemode: boolean;
  client_ip: string | null;
  card?: TokenCard;
  bank_account?: Record<string, unknown>;
}

const LEGACY_BRANDS: Record<CardBrand, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'Eftpos Australia',
  jcb: 'JCB',
  mastercard: 'MasterCard',
  unionpay: 'UnionPay',
  visa: 'Visa',
  unknown: 'Unknown',
};

export function legacyBrand(brand: CardBrand): string {
  return LEGACY_BRANDS[brand];
}

/** The payment method brand (`visa`) for a legacy card brand (`Visa`). */
export function brandFromLegacy(legacy: string): CardBrand {
  const found = (Object.entries(LEGACY_BRANDS) as [CardBrand, string][]).find(([, name]) => name === legacy);
  return found ? found[0] : 'unknown';
}
