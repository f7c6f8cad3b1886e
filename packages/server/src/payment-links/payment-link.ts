import type { StripeObject } from '../store/types.js';

export type AfterCompletion =
  | { type: 'redirect'; redirect: { url: string } }
  | { type: 'hosted_confirmation'; hosted_confirmation: { custom_message: string | null } };

/** A payment link as Stripe answers it: a reusable page address that sells its line items. */
export interface PaymentLink extends StripeObject {
  object: 'payment_link';
  active: boolean;
  after_completion: AfterCompletion;
  allow_promotion_codes: boolean;
  application_fee_amount: null;
  application_fee_percent: null;
  automatic_tax: { enabled: false };
  billing_address_collection: 'auto' | 'required';
  livemode: boolean;
  metadata: Record<string, string>;
  on_behalf_of: null;
  payment_method_types: string[] | null;
  phone_number_collection: { enabled: boolean };
  shipping_address_collection: { allowed_countries: string[] } | null;
  subscription_data: null;
  transfer_data: null;
  url: string;
}

/** The page a payment link's address opens: `/b/<token>`, as Stripe's buy.stripe.com links. */
export function paymentLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/b/${token}`;
}
