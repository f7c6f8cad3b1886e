import type { ColumnType, Generated } from 'kysely';
import type {
  FinancialConnectionsAccountsTable,
  FinancialConnectionsSessionsTable,
  MicrodepositVerificationsTable,
} from './schema-banks.js';
import type {
  CheckoutSessionsTable,
  InvoiceItemsTable,
  InvoiceOutboxTable,
  InvoicesTable,
  PaymentLinksTable,
  PricesTable,
  ProductsTable,
  PromotionCodesTable,
  ShippingRatesTable,
  SubscriptionsTable,
  TaxRatesTable,
} from './schema-billing.js';
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
  EphemeralKeyNoncesTable,
  IssuingAuthorizationsTable,
  IssuingCardholdersTable,
  IssuingCardsTable,
} from './schema-issuing.js';
import type { CryptoOnrampBuyersTable, CryptoOnrampSessionsTable } from './schema-onramp.js';
import type {
  OperatorSessionsTable,
  OperatorsTable,
  RequestLogsTable,
  SignInFailuresTable,
  VaultKeysTable,
} from './schema-operations.js';
import type {
  EarlyFraudWarningsTable,
  RadarValueListItemsTable,
  RadarValueListsTable,
  ReviewsTable,
  RiskProfilesTable,
} from './schema-radar.js';
import type { ResourceRow } from './schema-resource-row.js';
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

export type * from './schema-banks.js';
export type * from './schema-billing.js';
export type * from './schema-consumers.js';
export type * from './schema-issuing.js';
export type * from './schema-onramp.js';
export type * from './schema-operations.js';
export type * from './schema-radar.js';
export type * from './schema-resource-row.js';
export type * from './schema-work.js';

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
  /** The receipt (else billing) e-mail, lower case, while the charge has succeeded; else null. */
  paid_email: string | null;
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

export interface FxQuotesTable extends ResourceRow {
  to_currency: string;
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
