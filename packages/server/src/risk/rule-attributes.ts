/**
 * The attributes a rule may name, with Stripe's Radar names, limited to what this server
 * knows about a payment. `after` attributes are known only once the issuer answered (the
 * card checks and 3-D Secure): a rule naming one is
 * decided after the authorization, the others before the card is sent to the network.
 */
export type AttributeType = 'number' | 'string' | 'boolean';

export interface AttributeSpec {
  type: AttributeType;
  after?: true;
}

export const RULE_ATTRIBUTES: Readonly<Record<string, AttributeSpec>> = {
  amount_in_usd: { type: 'number' },
  // Known before the authorization from the signals known then, and again after it with the checks.
  risk_score: { type: 'number' },
  risk_level: { type: 'string' },
  card_country: { type: 'string' },
  card_brand: { type: 'string' },
  card_funding: { type: 'string' },
  card_bin: { type: 'string' },
  card_fingerprint: { type: 'string' },
  ip_address: { type: 'string' },
  ip_country: { type: 'string' },
  billing_address_country: { type: 'string' },
  billing_address_postal_code: { type: 'string' },
  shipping_address_country: { type: 'string' },
  email: { type: 'string' },
  email_domain: { type: 'string' },
  customer: { type: 'string' },
  currency: { type: 'string' },
  cvc_check: { type: 'string', after: true },
  address_zip_check: { type: 'string', after: true },
  address_line1_check: { type: 'string', after: true },
  is_3d_secure: { type: 'boolean', after: true },
  is_3d_secure_authenticated: { type: 'boolean', after: true },
  is_off_session: { type: 'boolean' },
  is_disposable_email: { type: 'boolean' },
};

/**
 * A payment's attribute values. `null`: the payment has no such value (no e-mail given);
 * `undefined`: not known yet (a card check before the authorization).
 */
export type AttributeValues = Partial<Record<string, string | number | boolean | null>>;
