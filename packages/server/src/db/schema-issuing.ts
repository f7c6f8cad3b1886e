import type { Generated } from 'kysely';
import type { ResourceRow } from './schema-resource-row.js';

/* The Issuing tables: cardholders, cards, authorizations, and the nonces a card display key is made with. */

export interface IssuingCardholdersTable extends ResourceRow {
  email: string | null;
  phone_number: string | null;
  status: string;
  type: string;
}

export interface IssuingCardsTable extends ResourceRow {
  cardholder: string;
  status: string;
  type: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** sha256 of the card number (sealed in the vault): numbers are unique. */
  number_hash: string;
}

export interface IssuingAuthorizationsTable extends ResourceRow {
  card: string;
  cardholder: string;
  status: string;
}

/** A browser's request to show an issuing card: the public nonce and its private half's hash. */
export interface EphemeralKeyNoncesTable {
  id: string;
  account_id: string;
  livemode: boolean;
  issuing_card: string;
  private_hash: string;
  created: number;
  used: Generated<boolean>;
}
