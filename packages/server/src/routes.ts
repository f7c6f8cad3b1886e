import { accountRoutes } from './accounts/index.js';
import { captchaRoutes } from './captcha/index.js';
import { cardMetadataRoutes } from './card-metadata/index.js';
import { priceRoutes, productRoutes } from './catalog/index.js';
import { chargeRoutes } from './charges/index.js';
import { checkoutSessionRoutes, shippingRateRoutes } from './checkout/index.js';
import { confirmationTokenRoutes } from './confirmation-tokens/index.js';
import { consumerRoutes } from './consumers/index.js';
import { cryptoOnrampRoutes } from './crypto-onramp/index.js';
import { customerRoutes } from './customer-routes/index.js';
import { customerSessionRoutes } from './customer-sessions/index.js';
import { couponRoutes, promotionCodeRoutes } from './discounts/index.js';
import { elementsRoutes } from './elements/index.js';
import { ephemeralKeyRoutes } from './ephemeral-keys/index.js';
import { eventRoutes } from './events/index.js';
import { financialConnectionsRoutes } from './financial-connections/index.js';
import { fxQuoteRoutes } from './fx-quotes/index.js';
import { billingRoutes } from './invoices/index.js';
import { issuingRoutes } from './issuing/index.js';
import { mandateRoutes } from './mandates/index.js';
import { paymentIntentRoutes } from './payment-intents/index.js';
import { paymentLinkRoutes } from './payment-links/index.js';
import { applePayDomainRoutes, paymentMethodDomainRoutes } from './payment-method-domains/index.js';
import { paymentMethodRoutes } from './payment-methods/index.js';
import { paymentPageRoutes } from './payment-pages/index.js';
import { radarRoutes } from './radar/index.js';
import { refundRoutes } from './refunds/index.js';
import { requestLogRoutes } from './request-logs/index.js';
import type { RouteDef } from './routing/route.js';
import { setupAttemptRoutes, setupIntentRoutes } from './setup-intents/index.js';
import { sourceRoutes } from './sources/index.js';
import { subscriptionRoutes } from './subscriptions/index.js';
import { taxRateRoutes } from './tax-rates/index.js';
import { telemetryRoutes } from './telemetry/index.js';
import { testClockRoutes } from './test-clocks/index.js';
import { threeDS2Routes } from './three-ds2/index.js';
import { tokenRoutes } from './tokens/index.js';
import { resendEventRoutes, webhookEndpointRoutes } from './webhooks/index.js';

/** Every API route, one list per resource. */
export const apiRoutes: RouteDef[] = [
  ...customerRoutes,
  ...paymentMethodRoutes,
  ...paymentMethodDomainRoutes,
  ...applePayDomainRoutes,
  ...tokenRoutes,
  ...sourceRoutes,
  ...confirmationTokenRoutes,
  ...customerSessionRoutes,
  ...ephemeralKeyRoutes,
  ...paymentIntentRoutes,
  ...chargeRoutes,
  ...refundRoutes,
  ...setupIntentRoutes,
  ...setupAttemptRoutes,
  ...mandateRoutes,
  ...eventRoutes,
  ...financialConnectionsRoutes,
  ...webhookEndpointRoutes,
  ...resendEventRoutes,
  ...requestLogRoutes,
  ...paymentLinkRoutes,
  ...elementsRoutes,
  ...cardMetadataRoutes,
  ...accountRoutes,
  ...productRoutes,
  ...priceRoutes,
  ...couponRoutes,
  ...promotionCodeRoutes,
  ...subscriptionRoutes,
  ...billingRoutes,
  ...testClockRoutes,
  ...shippingRateRoutes,
  ...taxRateRoutes,
  ...checkoutSessionRoutes,
  ...paymentPageRoutes,
  ...consumerRoutes,
  ...issuingRoutes,
  ...fxQuoteRoutes,
  ...cryptoOnrampRoutes,
  ...radarRoutes,
  ...captchaRoutes,
  ...threeDS2Routes,
  ...telemetryRoutes,
] as RouteDef[];
