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
  payment_method_types: string[];
  submit_type: string | null;
  success_url: string | null;
  cancel_url: string | null;
  return_url: string | null;
  payment_intent?: IntentAnswer;
  setup_intent?: IntentAnswer;
}

export interface IntentAnswer {
  id: string;
  status: string;
  client_secret: string;
}
