import type { ColumnType, Generated } from 'kysely';
import type {
  ConsumerAccountsTable,
  ConsumerOutboxTable,
  ConsumerPasskeysTable,
  ConsumerSessionsTable,
  ConsumerSharesTable,
  LinkedBankMethodsTable,
  LinkFundingTable,
} from './schema-consumers.js';
import type {
  OperatorSessionsTable,
  OperatorsTable,
  RequestLogsTable,
  SignInFailuresTable,
  VaultKeysTable,
} from './schema-operations.js';
import type { TelemetryEventsTable } from './schema-telemetry.js';
import type {
  CaptchaRedemptionsTable,
  IntentActionsTable,
  PendingActionStepsTable,
  PendingDebitsTable,
  PendingRefundsTable,
  PendingVouchersTable,
  WebhookDeliveriesTable,
} from './schema-work.js';

export type * from './schema-consumers.js';
export type * from './schema-operations.js';
export type * from './schema-work.js';

/** Every resource table holds the Stripe object as JSON plus the columns lists filter on. */
export interface ResourceRow {
  id: string;
  account_id: string;
  livemode: boolean;
  seq: Generated<number>;
  created: number;
  data: ColumnType<Record<string, unknown>, string, string>;
}

export interface AccountsTable {
  id: string;
  created: number;
  parent_id: string | null;
  data: ColumnType<Record<string, unknown>, string, string>;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  livemode: boolean;
  kind: 'secret' | 'publishable';
  /** sha256 of the key, hex: lookups never need the key itself. */
  hash: string;
  /** The key, sealed with the vault (secret keys) or in the clear (publishable keys). */
  sealed: string;
  created: number;
  expires_at: number | null;
  /** When the dashboard last showed this secret key in full: it shows it once. */
  revealed_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CustomersTable extends ResourceRow {
  email: string | null;
  deleted: Generated<boolean>;
}
export interface PaymentMethodsTable extends ResourceRow {
  customer: string | null;
  type: string;
  fingerprint: string | null;
  /** Detached, or used once without a customer: it may not be used again. */
  consumed: Generated<boolean>;
}
export interface ConfirmationTokensTable extends ResourceRow {
  /** Set when an intent was confirmed with it: a confirmation token is single use. */
  used: Generated<boolean>;
}
export interface IntentsTable extends ResourceRow {
  customer: string | null;
}
export interface ChargesTable extends ResourceRow {
  customer: string | null;
  payment_intent: string | null;
  /** The processor's reference for the payment: capture, refund and release name it. */
  processor_ref: string | null;
}
export interface SetupAttemptsTable extends ResourceRow {
  setup_intent: string;
}
export interface MandatesTable extends ResourceRow {
  payment_method: string;
}
export interface RefundsTable extends ResourceRow {
  charge: string | null;
  payment_intent: string | null;
}
export interface ProductsTable extends ResourceRow {
  active: boolean;
  shippable: boolean | null;
  url: string | null;
}
export interface PaymentLinksTable extends ResourceRow {
  active: boolean;
  /** The token of the link's public page (`/b/<token>`). */
  url_token: string;
  lines: ColumnType<unknown, string, string>;
}
export interface PromotionCodesTable extends ResourceRow {
  /** The code in capitals: codes are matched whatever the case the shopper typed. */
  code_key: string;
  active: boolean;
  coupon: string;
  customer: string | null;
}
export interface InvoiceItemsTable extends ResourceRow {
  customer: string;
  /** Null while the item waits for the customer's next invoice. */
  invoice: string | null;
}
export interface InvoicesTable extends ResourceRow {
  customer: string;
  status: string;
  number: string | null;
  /** The random part of the hosted page's address (set when finalized). */
  hosted_token: string | null;
}
export interface SubscriptionsTable extends ResourceRow {
  customer: string;
  status: string;
  /** The test clock whose time the subscription lives in, if any. */
  test_clock: string | null;
  /** When the renewal worker next has something to do to it; null: work it out again. */
  next_step_at: number | null;
  /** The time up to which the renewal worker has run its steps. */
  stepped_to: number | null;
}
/** The e-mails sending an invoice wrote in test mode. */
export interface InvoiceOutboxTable {
  id: string;
  seq: Generated<number>;
  account_id: string;
  livemode: boolean;
  invoice: string;
  recipient: string;
  subject: string;
  body: string;
  created: number;
}
export interface PricesTable extends ResourceRow {
  product: string;
  active: boolean;
  currency: string;
  type: 'one_time' | 'recurring';
  recurring_interval: string | null;
  /** Unique within an account and mode when set. */
  lookup_key: string | null;
}
export interface CheckoutSessionsTable extends ResourceRow {
  status: 'open' | 'complete' | 'expired';
  expires_at: number;
  payment_intent: string | null;
  setup_intent: string | null;
  customer: string | null;
  /** The session's line items (`item` objects), answered by their own list call. */
  line_items: ColumnType<unknown[], string | undefined, string>;
  /** `payment_intent_data` and `setup_intent_data`, for the intent made when the shopper pays. */
  intent_data: ColumnType<Record<string, unknown>, string | undefined, string>;
}
export interface ShippingRatesTable extends ResourceRow {
  active: boolean;
}
export interface TaxRatesTable extends ResourceRow {
  active: boolean;
  inclusive: boolean;
}
export interface EventsTable extends ResourceRow {
  type: string;
  /** True until the delivery scheduler has made this event's deliveries. */
  dispatch_pending: boolean;
}
export interface SecretKeyedTable extends ResourceRow {
  /** sha256 of the client secret or ephemeral key secret. */
  secret_hash: string;
  expires_at: number | null;
}

export interface EphemeralKeysTable extends SecretKeyedTable {
  /** The public nonce an issuing card display key was made with. */
  nonce: string | null;
}

export interface IssuingCardholdersTable extends ResourceRow {
  email: string | null;
  phone_number: string | null;
  status: string;
  type: string;
}

export interface IssuingCardsTable extends ResourceRow {
  cardholder: string;
  status: string;
  type: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** sha256 of the card number (sealed in the vault): numbers are unique. */
  number_hash: string;
}

export interface IssuingAuthorizationsTable extends ResourceRow {
  card: string;
  cardholder: string;
  status: string;
}

export interface FxQuotesTable extends ResourceRow {
  to_currency: string;
}

export interface CryptoOnrampSessionsTable extends ResourceRow {
  status: string;
  /** What the hosted flow learned of the buyer (e-mail, identity outcome, payment): never answered. */
  flow: ColumnType<Record<string, unknown>, string, string>;
  /** When a paid purchase is delivered (seconds); null once delivered, or before payment. */
  deliver_at: number | null;
}

/** A returning onramp buyer: identity outcome, name and address, saved wallets, preferences. */
export interface CryptoOnrampBuyersTable {
  account_id: string;
  livemode: boolean;
  email: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  updated: number;
}

/** A browser's request to show an issuing card: the public nonce and its private half's hash. */
export interface EphemeralKeyNoncesTable {
  id: string;
  account_id: string;
  livemode: boolean;
  issuing_card: string;
  private_hash: string;
  created: number;
  used: Generated<boolean>;
}

export interface WebhookEndpointsTable extends ResourceRow {
  /** The signing secret (`whsec_...`), sealed with the vault. */
  secret_sealed: string;
  /** Receives events of the account's connected accounts instead of its own. */
  connect: Generated<boolean>;
  disabled: Generated<boolean>;
}

export interface PaymentMethodDomainsTable extends ResourceRow {
  domain_name: string;
  enabled: boolean;
}

export interface ApplePayDomainsTable extends ResourceRow {
  domain_name: string;
}

export interface IdempotencyKeysTable {
  account_id: string;
  livemode: boolean;
  key: string;
  request_hash: string;
  status: number;
  body: string;
  created: number;
}

export interface VaultTable {
  id: string;
  account_id: string;
  sealed: string;
  created: number;
}

/** A bank-linking session, found by the client secret the browser holds. */
export interface FinancialConnectionsSessionsTable extends ResourceRow {
  client_secret: string;
}

/** An account linked in a session; `holder_customer` when the session's holder is a customer. */
export interface FinancialConnectionsAccountsTable extends ResourceRow {
  session: string;
  holder_customer: string | null;
}

/** A microdeposit verification of a bank account typed by hand, for one intent. */
export interface MicrodepositVerificationsTable {
  /** `mdv_...`, which the hosted verification page names with its token. */
  id: string;
  account_id: string;
  livemode: boolean;
  /** The PaymentIntent or SetupIntent waiting for it. */
  intent: string;
  payment_method: string;
  /** pending -> verified | locked (too many wrong attempts) | void (the intent moved on). */
  status: 'pending' | 'verified' | 'locked' | 'void';
  data: ColumnType<Record<string, unknown>, string, string>;
  created: number;
}

export interface RadarValueListsTable extends ResourceRow {
  alias: string;
}
export interface RadarValueListItemsTable extends ResourceRow {
  value_list: string;
  /** The value as rules match it: lower-cased unless its list is case-sensitive. */
  value_key: string;
}
export interface ReviewsTable extends ResourceRow {
  open: boolean;
  charge: string | null;
  payment_intent: string | null;
}
export interface EarlyFraudWarningsTable extends ResourceRow {
  charge: string;
  payment_intent: string | null;
}
/** Each account's succeeded card payments, the history the risk engine compares amounts with. */
export interface RiskProfilesTable {
  account_id: string;
  livemode: boolean;
  /** The writing connection's backend process id modulo 64: the history is the rows' sum. */
  shard: ColumnType<number, number | undefined, never>;
  charges: number;
  amount_usd: number;
}

export interface Database {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  customers: CustomersTable;
  payment_methods: PaymentMethodsTable;
  payment_intents: IntentsTable;
  setup_intents: IntentsTable;
  charges: ChargesTable;
  refunds: RefundsTable;
  mandates: MandatesTable;
  setup_attempts: SetupAttemptsTable;
  tokens: ResourceRow;
  sources: ResourceRow;
  confirmation_tokens: ConfirmationTokensTable;
  customer_sessions: SecretKeyedTable;
  ephemeral_keys: EphemeralKeysTable;
  ephemeral_key_nonces: EphemeralKeyNoncesTable;
  issuing_cardholders: IssuingCardholdersTable;
  issuing_cards: IssuingCardsTable;
  issuing_authorizations: IssuingAuthorizationsTable;
  fx_quotes: FxQuotesTable;
  crypto_onramp_sessions: CryptoOnrampSessionsTable;
  crypto_onramp_buyers: CryptoOnrampBuyersTable;
  products: ProductsTable;
  prices: PricesTable;
  coupons: ResourceRow;
  promotion_codes: PromotionCodesTable;
  invoiceitems: InvoiceItemsTable;
  invoices: InvoicesTable;
  invoice_outbox: InvoiceOutboxTable;
  subscriptions: SubscriptionsTable;
  test_clocks: ResourceRow;
  checkout_sessions: CheckoutSessionsTable;
  shipping_rates: ShippingRatesTable;
  tax_rates: TaxRatesTable;
  events: EventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  payment_method_domains: PaymentMethodDomainsTable;
  apple_pay_domains: ApplePayDomainsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  idempotency_keys: IdempotencyKeysTable;
  vault: VaultTable;
  vault_keys: VaultKeysTable;
  request_logs: RequestLogsTable;
  telemetry_events: TelemetryEventsTable;
  payment_links: PaymentLinksTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  sign_in_failures: SignInFailuresTable;
  intent_actions: IntentActionsTable;
  captcha_redemptions: CaptchaRedemptionsTable;
  pending_debits: PendingDebitsTable;
  pending_refunds: PendingRefundsTable;
  pending_vouchers: PendingVouchersTable;
  pending_action_steps: PendingActionStepsTable;
  consumer_accounts: ConsumerAccountsTable;
  consumer_sessions: ConsumerSessionsTable;
  consumer_payment_details: ResourceRow;
  consumer_shipping_addresses: ResourceRow;
  consumer_outbox: ConsumerOutboxTable;
  consumer_shares: ConsumerSharesTable;
  link_funding: LinkFundingTable;
  linked_bank_methods: LinkedBankMethodsTable;
  consumer_passkeys: ConsumerPasskeysTable;
  financial_connections_sessions: FinancialConnectionsSessionsTable;
  financial_connections_accounts: FinancialConnectionsAccountsTable;
  microdeposit_verifications: MicrodepositVerificationsTable;
  radar_rules: ResourceRow;
  radar_value_lists: RadarValueListsTable;
  radar_value_list_items: RadarValueListItemsTable;
  reviews: ReviewsTable;
  radar_early_fraud_warnings: EarlyFraudWarningsTable;
  radar_sessions: ResourceRow;
  risk_profiles: RiskProfilesTable;
}

/** Tables that hold a Stripe object in `data` and can be listed, expanded and paginated. */
export type ResourceTable = {
  [K in keyof Database]: Database[K] extends ResourceRow ? K : never;
}[keyof Database];
