import { unknownParam } from '../kernel/errors.js';
import { listResources } from '../kernel/list.js';
import { inferFromClient } from '../mandates/index.js';
import { withDeclineVelocity } from '../risk/index.js';
import { registerExpandable } from '../routing/expand.js';
import type { RequestContext } from '../routing/route.js';
import { route } from '../routing/route.js';
import { cancelPaymentIntent } from './cancel.js';
import { capturePaymentIntent } from './capture.js';
import type { AttemptResult } from './card-payment.js';
import { challengeRoutes } from './challenge-routes.js';
import { checkClientSecret } from './client-secret.js';
import { confirmPaymentIntent } from './confirm.js';
import { createPaymentIntent } from './create.js';
import { attemptError } from './errors.js';
import { paymentLinkAccountRoutes } from './link-account-routes.js';
import {
  cancelPaymentIntentParams,
  capturePaymentIntentParams,
  confirmPaymentIntentParams,
  createPaymentIntentParams,
  listPaymentIntentsParams,
  publishableConfirmParams,
  retrievePaymentIntentParams,
  updatePaymentIntentParams,
  verifyMicrodepositsParams,
} from './params.js';
import { getPaymentIntent } from './store.js';
import { settleBankDebitsRoute } from './test-helper-routes.js';
import { updatePaymentIntent } from './update.js';
import { verifyPaymentMicrodeposits } from './verify-microdeposits.js';
import { intentView } from './view.js';
import { settleVouchersRoute } from './voucher-settlement.js';

registerExpandable('payment_intent', [
  'customer',
  'payment_method',
  'latest_charge',
  'invoice',
  'review',
  'on_behalf_of',
  'application',
]);

/** A failed attempt answers with its error (402 for a card decline); its writes are kept. */
function answer(ctx: RequestContext<unknown>, result: AttemptResult) {
  const view = intentView(ctx.auth.kind, result.intent);
  if (result.error) throw attemptError('payment_intent', result.error, view);
  return view;
}

const PUBLISHABLE_CONFIRM_FIELDS = new Set(Object.keys(publishableConfirmParams.shape));

export const paymentIntentRoutes = [
  route({
    method: 'POST',
    path: '/v1/payment_intents',
    params: createPaymentIntentParams,
    async handler(ctx) {
      return answer(ctx, await createPaymentIntent(ctx, ctx.params));
    },
  }),
  route({
    method: 'GET',
    path: '/v1/payment_intents/:intent',
    auth: ['secret', 'publishable'],
    params: retrievePaymentIntentParams,
    async handler(ctx) {
      const pi = await getPaymentIntent(ctx, ctx.path.intent!);
      checkClientSecret(ctx.auth.kind, pi, ctx.params.client_secret);
      return intentView(ctx.auth.kind, pi);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/payment_intents/:intent',
    params: updatePaymentIntentParams,
    handler: (ctx) => updatePaymentIntent(ctx, ctx.path.intent!, ctx.params),
  }),
  route({
    method: 'POST',
    path: '/v1/payment_intents/:intent/confirm',
    auth: ['secret', 'publishable'],
    params: confirmPaymentIntentParams,
    async handler(ctx) {
      const { client_secret, ...input } = ctx.params;
      if (ctx.auth.kind === 'publishable') {
        // The merchant-only fields do not exist for a publishable key, as at Stripe.
        const foreign = Object.keys(input).find((k) => !PUBLISHABLE_CONFIRM_FIELDS.has(k));
        if (foreign) throw unknownParam(foreign);
      }
      const pi = await getPaymentIntent(ctx, ctx.path.intent!, { forUpdate: true });
      checkClientSecret(ctx.auth.kind, pi, client_secret);
      input.mandate_data = inferFromClient(input.mandate_data, ctx);
      return answer(ctx, await withDeclineVelocity(ctx, () => confirmPaymentIntent(ctx, pi, input)));
    },
  }),
  route({
    method: 'POST',
    path: '/v1/payment_intents/:intent/verify_microdeposits',
    auth: ['secret', 'publishable'],
    params: verifyMicrodepositsParams,
    async handler(ctx) {
      const { client_secret, ...answerGiven } = ctx.params;
      const pi = await getPaymentIntent(ctx, ctx.path.intent!, { forUpdate: true });
      checkClientSecret(ctx.auth.kind, pi, client_secret);
      return answer(ctx, await verifyPaymentMicrodeposits(ctx, pi, answerGiven));
    },
  }),
  route({
    method: 'POST',
    path: '/v1/payment_intents/:intent/capture',
    params: capturePaymentIntentParams,
    handler: (ctx) => capturePaymentIntent(ctx, ctx.path.intent!, ctx.params),
  }),
  route({
    method: 'POST',
    path: '/v1/payment_intents/:intent/cancel',
    params: cancelPaymentIntentParams,
    handler: (ctx) => cancelPaymentIntent(ctx, ctx.path.intent!, ctx.params.cancellation_reason),
  }),
  route({
    method: 'GET',
    path: '/v1/payment_intents',
    params: listPaymentIntentsParams,
    async handler(ctx) {
      const { customer, expand: _expand, ...page } = ctx.params;
      return listResources(ctx.db, 'payment_intents', ctx.scope, page, '/v1/payment_intents', {
        ...(customer ? { customer } : {}),
      });
    },
  }),
  settleBankDebitsRoute,
  settleVouchersRoute,
  ...paymentLinkAccountRoutes,
  ...challengeRoutes,
];
