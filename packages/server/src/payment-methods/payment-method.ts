import { type Address, toAddress } from '../kernel/shared-params.js';
import type { StripeObject } from '../store/types.js';
import type { BillingDetailsInput, PaymentMethodType } from './params.js';

export interface BillingDetails {
  address: Address;
  email: string | null;
  name: string | null;
  phone: string | null;
}

export type CheckValue = 'pass' | 'fail' | 'unavailable' | 'unchecked' | null;

/** `payment_method.card`: never the number, never the CVC. */
export interface CardDetails {
  brand: string;
  checks: { address_line1_check: CheckValue; address_postal_code_check: CheckValue; cvc_check: CheckValue };
  country: string | null;
  display_brand: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  funding: string;
  generated_from: null;
  last4: string;
  networks: { available: string[]; preferred: string | null };
  three_d_secure_usage: { supported: boolean };
  /** The wallet that tokenized the card (Apple Pay, Google Pay), as Stripe reports it. */
  wallet: CardWallet | null;
}

export type CardWalletType = 'apple_pay' | 'google_pay';

export interface CardWallet {
  type: CardWalletType;
  apple_pay?: Record<string, never>;
  google_pay?: Record<string, never>;
  dynamic_last4: string | null;
}

export interface SepaDebitDetails {
  bank_code: string | null;
  branch_code: string | null;
  country: string;
  fingerprint: string;
  generated_from: { charge: string | null; setup_attempt: string | null };
  last4: string;
}

/** `payment_method.au_becs_debit`: the BSB and the account's last 4 digits, never the number. */
export interface AuBecsDebitDetails {
  bsb_number: string;
  fingerprint: string;
  last4: string;
}

/**
 * `payment_method.us_bank_account`: the routing number and the account's last 4 digits, never
 * the number; `financial_connections_account` when linked at the bank (verified at once).
 */
export interface UsBankAccountDetails {
  account_holder_type: 'individual' | 'company' | null;
  account_type: 'checking' | 'savings' | null;
  bank_name: string | null;
  financial_connections_account: string | null;
  fingerprint: string;
  last4: string;
  networks: { preferred: string | null; supported: string[] };
  routing_number: string;
  status_details: null;
}

/** `payment_method.acss_debit`: the bank, its institution and transit numbers, the account's last 4 digits. */
export interface AcssDebitDetails {
  bank_name: string | null;
  fingerprint: string;
  institution_number: string;
  last4: string;
  transit_number: string;
}

/** `payment_method.bacs_debit`: the sort code and the account's last 4 digits. */
export interface BacsDebitDetails {
  fingerprint: string;
  last4: string;
  sort_code: string;
}

/**
 * `payment_method.link`: the Link account's e-mail. What it pays with (a card or bank account
 * saved in Link) stays on the server (docs/link.md#the-link-payment-method).
 */
export interface LinkDetails {
  email: string | null;
  persistent_token: string | null;
}

export interface PaymentMethod extends StripeObject {
  object: 'payment_method';
  type: PaymentMethodType;
  allow_redisplay: 'always' | 'limited' | 'unspecified';
  billing_details: BillingDetails;
  created: number;
  customer: string | null;
  livemode: boolean;
  metadata: Record<string, string>;
  card?: CardDetails;
  sepa_debit?: SepaDebitDetails;
  au_becs_debit?: AuBecsDebitDetails;
  us_bank_account?: UsBankAccountDetails;
  acss_debit?: AcssDebitDetails;
  bacs_debit?: BacsDebitDetails;
  link?: LinkDetails;
}

/** Billing details with every field present; '' clears a field on update. */
export function toBillingDetails(
  input: BillingDetailsInput | undefined,
  base?: BillingDetails,
): BillingDetails {
  const pick = (value: string | undefined, old: string | null | undefined) =>
    value === undefined ? (old ?? null) : value === '' ? null : value;
  return {
    address: input?.address === '' ? toAddress(undefined) : toAddress(input?.address, base?.address ?? null),
    email: pick(input?.email, base?.email),
    name: pick(input?.name, base?.name),
    phone: pick(input?.phone, base?.phone),
  };
}
