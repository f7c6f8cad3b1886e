/** The session as the API answers it, and the flow's view of the buyer. */
export interface OnrampSession {
  id: string;
  object: 'crypto.onramp_session';
  status: 'initialized' | 'rejected' | 'requires_payment' | 'fulfillment_processing' | 'fulfillment_complete';
  livemode: boolean;
  transaction_details: {
    destination_currency: string | null;
    destination_amount: string | null;
    destination_network: string | null;
    destination_currencies: string[];
    destination_networks: string[];
    fees: { network_fee_monetary: string; transaction_fee_monetary: string } | null;
    lock_wallet_address: boolean;
    source_currency: string;
    source_amount: string | null;
    transaction_id: string | null;
    wallet_address: string | null;
    wallet_addresses: Record<string, string> | null;
  };
}

export interface FlowAnswer {
  session: OnrampSession;
  buyer: {
    email: string | null;
    email_verified: boolean;
    identity: 'unverified' | 'verified' | 'rejected' | 'document_required';
    /** The document check, once the identity check asked for one. */
    identity_verification: {
      id: string;
      status: 'requires_input' | 'verified' | 'unverified';
      last_error: 'document_unreadable' | null;
    } | null;
    /** The e-mail belongs to a buyer of an earlier session of this merchant's. */
    returning: boolean;
  };
  payment_intent?: { id: string; status: string; client_secret: string };
}

/** The coins each network carries (the server checks the same). */
export const NETWORK_CURRENCIES: Readonly<Record<string, readonly string[]>> = {
  bitcoin: ['btc'],
  ethereum: ['eth', 'usdc'],
  solana: ['sol', 'usdc'],
  polygon: ['pol', 'usdc'],
  stellar: ['xlm', 'usdc'],
  avalanche: ['avax', 'usdc'],
  base: ['eth', 'usdc'],
};

/** A wallet the buyer saved on an earlier purchase. */
export interface SavedWallet {
  network: string;
  address: string;
}

/** What the identity form may start with (never the tax id or the date of birth). */
export interface KnownPerson {
  first_name: string | null;
  last_name: string | null;
  address: {
    line1: string | null;
    city: string | null;
    state: string | null;
    postal_code: string | null;
  } | null;
}

/** A past paid purchase of the buyer's with this merchant. */
export interface PastPurchase {
  session: string;
  created: number;
  status: string;
  destination_amount: string | null;
  destination_currency: string | null;
  destination_network: string | null;
  wallet_address: string | null;
}
