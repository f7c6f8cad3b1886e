import type { Migration } from 'kysely';
import * as initial from './001-initial.js';
import * as mandates from './002-mandates.js';
import * as setupAttempts from './003-setup-attempts.js';
import * as pendingRefunds from './004-pending-refunds.js';
import * as consumers from './005-consumers.js';
import * as sources from './006-sources.js';
import * as outboxAccount from './007-outbox-account.js';
import * as pendingVouchers from './008-pending-vouchers.js';
import * as appPaymentSteps from './009-app-payment-steps.js';
import * as paymentMethodDomains from './010-payment-method-domains.js';
import * as applePayDomains from './011-apple-pay-domains.js';
import * as catalog from './012-catalog.js';
import * as discounts from './013-discounts.js';
import * as invoices from './014-invoices.js';
import * as checkout from './015-checkout.js';
import * as bankLinking from './016-bank-linking.js';
import * as subscriptions from './017-subscriptions.js';
import * as vaultKeys from './020-vault-keys.js';
import * as requestLogs from './021-request-logs.js';
import * as paymentLinks from './022-payment-links.js';
import * as taxRates from './023-tax-rates.js';
import * as cryptoOnrampBuyers from './027-crypto-onramp-buyers.js';
import * as radar from './028-radar.js';
import * as issuing from './030-issuing.js';
import * as fxQuotes from './031-fx-quotes.js';
import * as cryptoOnramp from './033-crypto-onramp.js';
import * as operators from './040-operators.js';
import * as signInFailures from './041-sign-in-failures.js';
import * as subscriptionSteps from './042-subscription-steps.js';
import * as captchaRedemptions from './043-captcha-redemptions.js';
import * as telemetryEvents from './044-telemetry-events.js';
import * as dashboardKeysDeliveries from './045-dashboard-keys-deliveries.js';
import * as linkFunding from './046-link-funding.js';
import * as riskProfileShards from './047-risk-profile-shards.js';
import * as linkedBankMethods from './048-linked-bank-methods.js';
import * as paymentDocumentsJson from './049-payment-documents-json.js';
import * as chargesPaidEmail from './050-charges-paid-email.js';

/** Every schema migration in order; the server applies the pending ones at start. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-mandates': mandates,
  '003-setup-attempts': setupAttempts,
  '004-pending-refunds': pendingRefunds,
  '005-consumers': consumers,
  '006-sources': sources,
  '007-outbox-account': outboxAccount,
  '008-pending-vouchers': pendingVouchers,
  '009-app-payment-steps': appPaymentSteps,
  '010-payment-method-domains': paymentMethodDomains,
  '011-apple-pay-domains': applePayDomains,
  '012-catalog': catalog,
  '013-discounts': discounts,
  '014-invoices': invoices,
  '015-checkout': checkout,
  '016-bank-linking': bankLinking,
  '017-subscriptions': subscriptions,
  '020-vault-keys': vaultKeys,
  '021-request-logs': requestLogs,
  '022-payment-links': paymentLinks,
  '023-tax-rates': taxRates,
  '027-crypto-onramp-buyers': cryptoOnrampBuyers,
  '028-radar': radar,
  '030-issuing': issuing,
  '031-fx-quotes': fxQuotes,
  '033-crypto-onramp': cryptoOnramp,
  '040-operators': operators,
  '041-sign-in-failures': signInFailures,
  '042-subscription-steps': subscriptionSteps,
  '043-captcha-redemptions': captchaRedemptions,
  '044-telemetry-events': telemetryEvents,
  '045-dashboard-keys-deliveries': dashboardKeysDeliveries,
  '046-link-funding': linkFunding,
  '047-risk-profile-shards': riskProfileShards,
  '048-linked-bank-methods': linkedBankMethods,
  '049-payment-documents-json': paymentDocumentsJson,
  '050-charges-paid-email': chargesPaidEmail,
};
