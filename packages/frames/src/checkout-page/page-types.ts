/** The session as `GET /v1/payment_pages/<id>` answers it to the page. */
export interface PaymentPage {
  id: string;
  livemode: boolean;
  status: 'open' | 'complete' | 'expired';
  payment_status: string;
  mode: 'payment' | 'setup' | 'subscription';
  currency: string | null;
  locale: string | null;
  amount_subtotal: number | null;
  amount_total: number | null;
  total_details: { amount_shipping: number; amount_discount: number; amount_tax: number } | null;
  merchant: { display_name: string; logo: string | null; icon: string | null; primary_color: string | null };
  line_items: {
    id: string;
    name: string;
    images: string[];
    quantity: number;
    unit_amount: number | null;
    amount_subtotal: number;
    amount_total: number;
    adjustable_quantity: { minimum: number; maximum: number } | null;
  }[];
  customer_email: string | null;
  has_customer: boolean;
  billing_address_collection: string | null;
  shipping_address_collection: { allowed_countries: string[] } | null;
  shipping_options: { id: string; display_name: string; amount: number }[];
  shipping_rate: string | null;
  phone_number_collection: { enabled: boolean };
  allow_promotion_codes: boolean;
  discount: { promotion_code: string | null; name: string | null; amount: number } | null;
  /** The taxes per rate; an inclusive one is within the prices. */
  taxes: { id: string; display_name: string; percentage: number; inclusive: boolean; amount: number }[];
  /** A line's tax waits for the shopper's address. */
  tax_pending: boolean;
  /** The address's country and state pick the taxes: the page sends them as they change. */
  dynamic_tax: boolean;
  payment_method_types: string[];
  submit_type: string | null;
  success_url: string | null;
  cancel_url: string | null;
  return_url: string | null;
  /** Adaptive pricing: the shopper may pay in their local currency. */
  adaptive_pricing?: { enabled: boolean } | null;
  /** The total in the shopper's currency, when they pay in it. */
  presentment_details?: { presentment_amount: number; presentment_currency: string } | null;
  /** The local currency offered beside the merchant's: its amount, rate and until when the rate holds. */
  local_currency?: {
    currency: string;
    amount: number;
    exchange_rate: number;
    expires_at: number | null;
  } | null;
  payment_intent?: IntentAnswer;
  setup_intent?: IntentAnswer;
}

export interface IntentAnswer {
  id: string;
  status: string;
  client_secret: string;
}
