import { route } from '../routing/route.js';
import { checkClientSecret } from './client-secret.js';
import {
  attachSessionParams,
  linkAccountSessionParams,
  paymentMethodFromSession,
  startIntentSession,
} from './link-account-session.js';
import type { PaymentIntent } from './payment-intent.js';
import { getPaymentIntent, savePaymentIntent } from './store.js';
import { intentView } from './view.js';

/**
 * `collectBankAccountForPayment`: a linking session for the intent, then the account it
 * linked (or that was typed in) attached as the intent's payment method, to confirm next.
 */
export const paymentLinkAccountRoutes = [
  route({
    method: 'POST',
    path: '/v1/payment_intents/:intent/link_account_sessions',
    auth: ['secret', 'publishable'],
    params: linkAccountSessionParams,
    async handler(ctx) {
      const pi = await getPaymentIntent(ctx, ctx.path.intent!, { forUpdate: true });
      checkClientSecret(ctx.auth.kind, pi, ctx.params.client_secret);
      return startIntentSession(ctx, pi, ctx.params);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/payment_intents/:intent/link_account_sessions/:session/attach',
    auth: ['secret', 'publishable'],
    params: attachSessionParams,
    async handler(ctx) {
      const pi = await getPaymentIntent(ctx, ctx.path.intent!, { forUpdate: true });
      checkClientSecret(ctx.auth.kind, pi, ctx.params.client_secret);
      const pm = await paymentMethodFromSession(ctx, pi, ctx.path.session!);
      const after: PaymentIntent = {
        ...pi,
        payment_method: pm.id,
        status: 'requires_confirmation',
        next_action: null,
        last_payment_error: null,
      };
      await savePaymentIntent(ctx, pi, after);
      return intentView(ctx.auth.kind, after);
    },
  }),
];
