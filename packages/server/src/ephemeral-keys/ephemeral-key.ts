import type { StripeObject } from '../store/types.js';

export interface EphemeralKey extends StripeObject {
  object: 'ephemeral_key';
  associated_objects: { id: string; type: 'customer' | 'issuing.card' }[];
  created: number;
  expires: number;
  livemode: boolean;
  /** Only in the answer to its creation: the key is stored as a hash. */
  secret?: string;
}

/** An ephemeral key works for one hour. */
export const EPHEMERAL_KEY_TTL_SECONDS = 60 * 60;
