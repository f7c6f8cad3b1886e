import type { ColumnType, Generated } from 'kysely';

/* The background work's tables: webhook deliveries, pending next actions, debits, refunds and vouchers. */

export interface WebhookDeliveriesTable {
  id: string;
  account_id: string;
  livemode: boolean;
  event_id: string;
  endpoint_id: string;
  attempts: Generated<number>;
  /**
   * Epoch milliseconds: when a pending delivery is next due. A sender that claims it pushes
   * this past its request timeout (a lease), so a crashed sender's delivery comes due again.
   */
  next_attempt_at: number;
  /** `canceled` when its endpoint was deleted before it succeeded. */
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  last_status: number | null;
  last_error: string | null;
  /** The start of the endpoint's answer to the last attempt (never more than a few KB). */
  response_body: ColumnType<string | null, string | null | undefined, string | null>;
  created: number;
}

/** A pending next action (3-D Secure challenge, redirect authorization) behind a hosted page. */
export interface IntentActionsTable {
  id: string;
  account_id: string;
  livemode: boolean;
  intent_id: string;
  /** captcha and card_image: the risk engine's challenges (docs/radar.md#challenges). */
  kind: 'three_d_secure' | 'redirect' | 'captcha' | 'card_image';
  /** sha256 of the per-attempt token in the page's URL. */
  token_hash: string;
  /** pending -> succeeded | failed | canceled; a success a later confirmation relies on becomes used. */
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'used';
  created: number;
  data: ColumnType<Record<string, unknown>, string, string>;
}

/** A bank debit the processor has not settled yet. */
export interface PendingRefundsTable {
  /** The refund id. */
  id: string;
  account_id: string;
  livemode: boolean;
  due_at: number;
  /** The processor's reference and what it asked to be handed back when settling. */
  data: ColumnType<Record<string, unknown>, string, string>;
  created: number;
}
/** A voucher shown to a shopper, until and after it is paid or expires. */
export interface PendingVouchersTable {
  /** The voucher id (`vch_...`), which its hosted page names. */
  id: string;
  account_id: string;
  livemode: boolean;
  payment_intent: string;
  /** pending -> paid | expired | void (the intent moved on without it). */
  status: 'pending' | 'paid' | 'expired' | 'void';
  /** When the test-mode processor settles it: pays it or lets it expire. */
  due_at: number;
  data: ColumnType<Record<string, unknown>, string, string>;
  created: number;
}
export interface PendingDebitsTable {
  /** The charge id. */
  id: string;
  account_id: string;
  livemode: boolean;
  payment_intent: string;
  due_at: number;
  /** What the processor asked to be handed back when settling. */
  data: ColumnType<Record<string, unknown>, string, string>;
  created: number;
}

/** What a pending action does when due, unless the shopper answered first (docs/confirmation.md). */
export interface PendingActionStepsTable {
  /** The action id. */
  id: string;
  account_id: string;
  livemode: boolean;
  intent_id: string;
  due_at: number;
  /** `outcome`: how the action ends (`approve`, `fail` or `expire`). */
  data: ColumnType<Record<string, unknown>, string, string>;
  created: number;
}

/** A captcha token already redeemed, or a passive one waiting for its payment's confirmation. */
export interface CaptchaRedemptionsTable {
  nonce: string;
  account_id: string;
  livemode: boolean;
  intent_id: string | null;
  passed: boolean;
  /** An attached token a confirmation has used (a token in the confirmation itself is taken at once). */
  taken: boolean;
  expires_at: number;
}
