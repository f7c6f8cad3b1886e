/** The elements session as the element frames need it (no secrets beyond the client secret's intent view). */
export interface SessionState {
  paymentMethodTypes: string[];
  mode: 'payment' | 'setup';
  amount: number | null;
  currency: string | null;
  businessName: string;
  merchantCountry: string;
  livemode: boolean;
  /** The checked `elements()` options the frames render with. */
  appearance: unknown;
  fonts: unknown[];
  loader: 'auto' | 'always' | 'never';
  locale: string;
  /** `paymentMethodCreation: 'manual'` (the redirect wallets then cannot show). */
  paymentMethodCreation?: 'manual';
  /** The customer's saved methods, with a customer session client secret (docs/elements.md#entities, docs/elements.md#validation). */
  customer?: SavedCustomer;
  /**
   * Whether the account allows Apple Pay and Google Pay on the merchant page's domain (its
   * payment method domains; in test mode localhost and 127.0.0.1 need none). Absent until known.
   */
  walletDomain?: { applePay: boolean; googlePay: boolean };
  /**
   * The instant bank debit incentive the elements session offers on the Link wallet's bank
   * option (`link_settings.link_consumer_incentive`), in minor units; absent when none.
   */
  linkIncentive?: { amount: number; currency: string };
}

/** One saved card as the Payment Element lists it (never a full number). */
export interface SavedMethod {
  id: string;
  type: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  fingerprint: string;
  cvcCheck: string | null;
  /** The method's allow_redisplay: only one the session's filters show may become the default. */
  allowRedisplay: string;
  postalCode: string | null;
  country: string | null;
  /** As the API answers it: the change event reports it as `value.payment_method.billing_details`. */
  billingDetails: Record<string, unknown>;
}

export interface SavedCustomer {
  id: string;
  /** The customer session client secret: the credential of the saved-method calls. */
  apiKey: string;
  methods: SavedMethod[];
  defaultMethod: string | null;
  /** Features as the element applies them (only 'enabled' turns save and set-as-default on). */
  save: boolean;
  saveUsage: 'on_session' | 'off_session' | null;
  remove: boolean;
  update: boolean;
  setAsDefault: boolean;
  limit: number;
  filters: string[];
  /** The intent already sets setup_future_usage: no save box then. */
  intentSavesAlready: boolean;
}
