import type { Address } from '../kernel/shared-params.js';
import type { PaymentMethodData } from '../payment-methods/params.js';
import type { PaymentMethod } from '../payment-methods/payment-method.js';
import type { StripeObject } from '../store/types.js';

export interface MandateData {
  customer_acceptance: {
    type: 'offline' | 'online';
    online: { ip_address: string | null; user_agent: string | null } | null;
  };
}

/** `payment_method_preview`: the payment method the token will make, without id or metadata. */
export type PaymentMethodPreview = Omit<PaymentMethod, 'id' | 'object' | 'created' | 'livemode' | 'metadata'>;

export interface ConfirmationToken extends StripeObject {
  object: 'confirmation_token';
  created: number;
  expires_at: number;
  livemode: boolean;
  mandate_data: MandateData | null;
  payment_intent: string | null;
  payment_method_options: { card: { cvc_token: string | null } } | null;
  payment_method_preview: PaymentMethodPreview;
  return_url: string | null;
  setup_future_usage: 'off_session' | 'on_session' | null;
  setup_intent: string | null;
  shipping: { address: Address; name: string; phone: string | null } | null;
  use_stripe_sdk: boolean;
  /**
   * The currency selector's choice (a Payframe addition, present only when made): the intent
   * confirmed with this token is presented in this currency at this locked FX quote.
   */
  fx_quote?: string;
  presentment_details?: { presentment_currency: string };
}

/** What the token keeps sealed in the vault: enough to make its payment method at confirm. */
export interface SealedPayload {
  /** A saved payment method the token names, or null when it carries new payment method data. */
  paymentMethod: string | null;
  /** The payment method as built at creation (the preview, with its fingerprint). */
  built: { pm: PaymentMethod; secret?: string; fingerprint: string | null } | null;
  /** The payment method data as given, a card's number restored from a token; never a CVC. */
  data: PaymentMethodData | null;
}

/** How long a confirmation token can be used: 12 hours. */
export const CONFIRMATION_TOKEN_TTL_SECONDS = 12 * 60 * 60;

export function previewOf(pm: PaymentMethod): PaymentMethodPreview {
  const {
    id: _id,
    object: _object,
    created: _created,
    livemode: _livemode,
    metadata: _metadata,
    ...preview
  } = pm;
  return preview;
}
