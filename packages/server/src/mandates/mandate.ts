import { newId, nowSeconds, randomToken } from '../kernel/ids.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import type { StripeObject } from '../store/types.js';

/** What the shopper agreed to, as `mandate_data[customer_acceptance]` or a confirmation token carries it. */
export interface AcceptanceInput {
  type: 'online' | 'offline';
  accepted_at?: number | undefined;
  online?:
    | { ip_address?: string | null | undefined; user_agent?: string | null | undefined }
    | null
    | undefined;
}

export interface CustomerAcceptance {
  type: 'online' | 'offline';
  accepted_at: number;
  online?: { ip_address: string | null; user_agent: string | null };
  offline?: Record<string, never>;
}

export interface Mandate extends StripeObject {
  object: 'mandate';
  customer_acceptance: CustomerAcceptance;
  livemode: boolean;
  multi_use: Record<string, never>;
  payment_method: string;
  payment_method_details: {
    type: string;
    sepa_debit?: { reference: string; url: string };
    au_becs_debit?: { url: string };
    us_bank_account?: { url: string };
    acss_debit?: {
      default_for?: string[];
      interval_description: string | null;
      payment_schedule: string;
      transaction_type: string;
    };
    bacs_debit?: { network_status: string; reference: string; revocation_reason: string | null; url: string };
  };
  status: 'active' | 'inactive' | 'pending';
  type: 'multi_use';
}

export function customerAcceptance(input: AcceptanceInput): CustomerAcceptance {
  const accepted_at = input.accepted_at ?? nowSeconds();
  if (input.type === 'offline') return { type: 'offline', accepted_at, offline: {} };
  return {
    type: 'online',
    accepted_at,
    online: { ip_address: input.online?.ip_address ?? null, user_agent: input.online?.user_agent ?? null },
  };
}

/**
 * A debit mandate: multi-use, as SEPA and BECS Direct Debit mandates are, so later off-session
 * debits of the same account run under it. Its reference is what the bank statement shows;
 * its `url` is a hosted page the merchant may send the shopper, whose random part is the
 * only credential.
 */
export function newMandate(input: {
  livemode: boolean;
  paymentMethod: PaymentMethod;
  acceptance: AcceptanceInput;
  publicUrl: string;
  /** The mandate's `payment_method_details.<type>`, for a mandate approved in an app (Cash App Pay: none). */
  details?: Record<string, unknown>;
}): Mandate {
  const id = newId('mandate');
  const type = input.paymentMethod.type;
  const reference = randomToken(16).toUpperCase();
  return {
    id,
    object: 'mandate',
    customer_acceptance: customerAcceptance(input.acceptance),
    livemode: input.livemode,
    multi_use: {},
    payment_method: input.paymentMethod.id,
    payment_method_details: {
      type,
      // A BECS mandate has no reference of its own: the Direct Debit Request is the mandate.
      // A Bacs one is accepted by the scheme at once in test mode (days at the shopper's bank).
      [type]: input.details ?? {
        ...(type === 'bacs_debit' ? { network_status: 'accepted' } : {}),
        ...(type === 'sepa_debit' || type === 'bacs_debit' ? { reference } : {}),
        ...(type === 'bacs_debit' ? { revocation_reason: null } : {}),
        url: `${input.publicUrl}/mandates/${id}/${randomToken(32)}`,
      },
    },
    status: 'active',
    type: 'multi_use',
  };
}
