import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Whose data a request sees: one account, in test or live mode, never both. */
export interface Scope {
  accountId: string;
  livemode: boolean;
}

/** A database handle: the root handle or the request's transaction. */
export type Db = Kysely<Database>;

/** A Stripe API object as stored and returned. */
export interface StripeObject {
  id: string;
  object: string;
  [field: string]: unknown;
}

export interface ListObject<T = StripeObject> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}
