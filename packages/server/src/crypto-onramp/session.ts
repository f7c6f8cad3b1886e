import { randomToken } from '../kernel/ids.js';
import type { StripeObject } from '../store/types.js';
import type { CryptoCurrency, Network, SourceCurrency } from './networks.js';
import type { Decimal, Fees } from './quote.js';

export const ONRAMP_STATUSES = [
  'initialized',
  'rejected',
  'requires_payment',
  'fulfillment_processing',
  'fulfillment_complete',
] as const;
export type OnrampStatus = (typeof ONRAMP_STATUSES)[number];

export interface TransactionDetails {
  destination_currency: CryptoCurrency | null;
  destination_amount: Decimal | null;
  destination_network: Network | null;
  destination_currencies: CryptoCurrency[];
  destination_networks: Network[];
  fees: Fees | null;
  lock_wallet_address: boolean;
  source_currency: SourceCurrency;
  source_amount: Decimal | null;
  transaction_id: string | null;
  wallet_address: string | null;
  wallet_addresses: Partial<Record<Network, string>> | null;
}

export interface OnrampSession extends StripeObject {
  object: 'crypto.onramp_session';
  client_secret: string;
  status: OnrampStatus;
  transaction_details: TransactionDetails;
}

/**
 * What the hosted flow learns about the buyer, kept beside the session and never in it: the
 * API answers the session only. The identity check keeps its outcome, not the numbers given.
 */
export interface OnrampFlow {
  email: string | null;
  email_verified: boolean;
  identity: 'unverified' | 'verified' | 'rejected' | 'document_required';
  /** The document check a buyer is sent to when the data alone could not verify them. */
  identity_verification?: IdentityVerification;
  first_name: string | null;
  last_name: string | null;
  customer_ip_address: string | null;
  payment_intent: string | null;
  /** The proven e-mail belongs to a buyer of an earlier session of this account. */
  returning?: boolean;
}

export interface IdentityVerification {
  id: string;
  status: 'requires_input' | 'verified' | 'unverified';
  /** Why the last document was not taken (the buyer may send another). */
  last_error: 'document_unreadable' | null;
}

export function newOnrampSession(id: string, livemode: boolean, details: TransactionDetails): OnrampSession {
  return {
    id,
    object: 'crypto.onramp_session',
    client_secret: `${id}_secret_${randomToken(25)}`,
    created: Math.floor(Date.now() / 1000),
    livemode,
    status: 'initialized',
    transaction_details: details,
  };
}

/** The session id a client secret belongs to (`cos_..._secret_...`). */
export function sessionIdOf(clientSecret: string): string | undefined {
  return /^(cos_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret)?.[1];
}
