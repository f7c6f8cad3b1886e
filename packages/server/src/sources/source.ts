import type { Address } from '../kernel/shared-params.js';
import type { StripeObject } from '../store/types.js';

/** `owner` of a source: what the payer gave; nothing is verified in test mode. */
export interface SourceOwner {
  address: Address | null;
  email: string | null;
  name: string | null;
  phone: string | null;
  verified_address: null;
  verified_email: null;
  verified_name: null;
  verified_phone: null;
}

/** A source as `GET /v1/sources/:id` shows it (the legacy Sources API). */
export interface Source extends StripeObject {
  object: 'source';
  amount: number | null;
  client_secret: string;
  created: number;
  currency: string | null;
  flow: 'none' | 'redirect';
  livemode: boolean;
  metadata: Record<string, string>;
  owner: SourceOwner;
  redirect?: {
    failure_reason: 'declined' | null;
    return_url: string;
    status: 'pending' | 'succeeded' | 'failed';
    url: string;
  };
  statement_descriptor: string | null;
  status: 'pending' | 'chargeable' | 'failed' | 'canceled' | 'consumed';
  type: string;
  usage: 'reusable' | 'single_use';
  [type: string]: unknown;
}
