import type { FastifyInstance } from 'fastify';
import { frameCsp, registerAssets, registerCheckoutPage, registerOnrampPage } from './assets/index.js';
import { followIntent, isEmbeddedSession, sessionExpiryTask } from './checkout/index.js';
import { onrampDeliveryTask } from './crypto-onramp/index.js';
import { invoicePaymentListener } from './invoices/index.js';
import type { AppContext } from './kernel/app-context.js';
import type { BackgroundTask } from './kernel/background.js';
import type { IntentListener } from './kernel/intent-listeners.js';
import { registerPages } from './pages/index.js';
import { actionStepTask, bankDebitSettlementTask, voucherSettlementTask } from './payment-intents/index.js';
import { refundSettlementTask } from './refunds/index.js';
import {
  pendingSetupListener,
  subscriptionPaymentListener,
  subscriptionRenewalTask,
} from './subscriptions/index.js';
import { webhookDeliveryTask } from './webhooks/index.js';

/**
 * Non-API pages this server serves: hosted test pages for 3-D Secure and redirects, and the
 * built browser code (the merchant script and the frames).
 */
export async function pageRoutes(http: FastifyInstance, app: AppContext): Promise<void> {
  await registerPages(http, app);
  // A third-party captcha's origins are allowed in the frames only when it is the one configured.
  const framePolicy = frameCsp(app.captcha.cspSources);
  await registerAssets(
    http,
    undefined,
    () => app.config.publicUrl,
    () => framePolicy,
  );
  await registerCheckoutPage(http, (id) => isEmbeddedSession(app.db, id));
  registerOnrampPage(http);
}

/** Workers started with the server. */
export function backgroundTasks(): BackgroundTask[] {
  return [
    webhookDeliveryTask(),
    bankDebitSettlementTask(),
    voucherSettlementTask(),
    refundSettlementTask(),
    actionStepTask(),
    sessionExpiryTask(),
    onrampDeliveryTask(),
    subscriptionRenewalTask(),
  ];
}

/**
 * What other resources do when an intent they made changes: an invoice is paid by its intent
 * (and its subscription becomes active), a Checkout Session completes with its intent.
 */
export function intentListeners(): IntentListener[] {
  // The invoice is settled before its subscription, which reads the invoice as paid.
  return [invoicePaymentListener, subscriptionPaymentListener, pendingSetupListener, followIntent];
}
