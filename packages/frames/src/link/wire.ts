/**
 * The consumer API's answers as the wallet reads them (docs/link.md#entities, docs/link.md#calls). Only the
 * fields the frames use are named; the server sends more.
 */

export type VerificationType = 'SMS' | 'EMAIL' | 'WEBAUTHN' | 'SIGNUP';

export interface VerificationSessionWire {
  id?: string;
  type: VerificationType;
  state: 'STARTED' | 'VERIFIED';
  /** WEBAUTHN: what navigator.credentials.get takes, as @simplewebauthn/browser reads it. */
  public_key_credential_request_options?: Record<string, unknown>;
}

export interface ConsumerSessionWire {
  client_secret: string | null;
  email_address: string;
  redacted_phone_number?: string;
  redacted_formatted_phone_number?: string;
  unredacted_phone_number?: string;
  phone_number_country?: string;
  verification_sessions: VerificationSessionWire[];
  support_payment_details_types?: string[];
}

export interface LookupSettings {
  found_using_partial_cookie?: boolean;
  full_name_collection_required?: boolean;
  has_passkey?: boolean;
  has_previous_merchant_relationship?: boolean;
}

export interface LookupAnswer {
  exists: boolean;
  consumer_session: ConsumerSessionWire | null;
  error_message?: string | null;
  publishable_key: string | null;
  account_id: string | null;
  redacted_payment_details?: PaymentDetailsWire[];
  shipping_addresses?: ShippingAddressWire[];
  settings?: LookupSettings;
}

export interface WalletAddressWire {
  name?: string | null;
  line_1?: string | null;
  line_2?: string | null;
  locality?: string | null;
  administrative_area?: string | null;
  postal_code?: string | null;
  country_code?: string | null;
  phone?: string | null;
  phone_country?: string | null;
}

export interface PaymentDetailsWire {
  id: string;
  type: 'CARD' | 'BANK_ACCOUNT' | string;
  is_default: boolean;
  nickname: string | null;
  state?: string;
  card_details?: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    networks?: string[];
    preferred_network?: string | null;
    checks?: { cvc_check?: string; address_postal_code_check?: string };
  };
  bank_account_details?: {
    bank_name: string;
    last4: string;
    account_type: string;
    linked_account?: string;
    is_instant_debits_eligible?: boolean;
  };
  billing_address?: WalletAddressWire;
  billing_email_address?: string | null;
}

export interface ShippingAddressWire {
  id: string;
  is_default?: boolean;
  address: WalletAddressWire;
}

export interface ConfirmVerificationAnswer {
  auth_session_client_secret: string;
  consumer_session: ConsumerSessionWire;
}

export interface SignUpAnswer {
  account_id: string;
  auth_session_client_secret: string;
  consumer_session: ConsumerSessionWire;
  publishable_key: string | null;
}

export interface ExtendAnswer {
  consumer_session_client_secret: string;
  consumer_session: ConsumerSessionWire;
}

/** The sign-up form of docs/link.md#entities (the e-mail is trimmed and lower-cased by the client). */
export interface SignUpInput {
  email_address: string;
  phone_number: string;
  legal_name?: string;
  country?: string;
  country_inferring_method?: string;
  locale?: string;
  amount?: number;
  currency?: string;
  consent_action: string;
  payment_intent?: string;
  setup_intent?: string;
}

/** A new saved card (consumers/payment_details create). Only ever sent from the Payframe origin. */
export interface CreateDetailsInput {
  card: { number: string; exp_month: number; exp_year: number; cvc?: string; preferred_network?: string };
  billing_address?: WalletAddressWire;
  billing_email_address?: string;
  is_default?: boolean;
  active?: boolean;
  nickname?: string;
}

/** A bank account linked in the modal, saved to the wallet (consumers/payment_details create). */
export interface CreateBankDetailsInput {
  bank_account: { financial_connections_account: string };
  billing_address?: WalletAddressWire;
  billing_email_address?: string;
  is_default?: boolean;
}

export interface UpdateDetailsInput {
  exp_month?: number;
  exp_year?: number;
  preferred_network?: string | null;
  billing_address?: WalletAddressWire;
  nickname?: string | null;
  is_default?: boolean;
}

export interface ShareInput {
  id: string;
  cvc?: string;
  expectedPaymentMethodType?: 'card' | 'link' | 'us_bank_account';
  allowRedisplay?: 'always' | 'limited' | 'unspecified';
  billingEmail?: string;
  billingPhone?: string;
}
