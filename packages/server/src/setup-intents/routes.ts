import { listResources } from '../kernel/list.js';
import { inferFromClient } from '../mandates/index.js';
import { checkClientSecret } from '../payment-intents/client-secret.js';
import { attemptError } from '../payment-intents/errors.js';
import { verifyMicrodepositsParams } from '../payment-intents/params.js';
import { withDeclineVelocity } from '../risk/index.js';
import { registerExpandable } from '../routing/expand.js';
import { type RequestContext, route } from '../routing/route.js';
import { acssSessionRoutes } from './acss-session-routes.js';
import { confirmSetupIntent } from './confirm.js';
import { setupLinkAccountRoutes } from './link-account-routes.js';
import {
  cancelSetupIntentParams,
  confirmSetupIntentParams,
  createSetupIntentParams,
  listSetupIntentsParams,
  retrieveSetupIntentParams,
  updateSetupIntentParams,
} from './params.js';
import { cancelSetupIntent, createSetupIntent, updateSetupIntent } from './service.js';
import type { SetupResult } from './setup-attempt.js';
import { getSetupIntent } from './store.js';
import { verifySetupMicrodeposits } from './verify-microdeposits.js';
import { setupView } from './view.js';

registerExpandable('setup_intent', [
  'customer',
  'payment_method',
  'latest_attempt',
  'mandate',
  'single_use_mandate',
  'on_behalf_of',
  'application',
]);

function answer(ctx: RequestContext<unknown>, result: SetupResult) {
  const view = setupView(ctx.auth.kind, result.intent);
  if (result.error) throw attemptError('setup_intent', result.error, view);
  return view;
}

export const setupIntentRoutes = [
  route({
    method: 'POST',
    path: '/v1/setup_intents',
    params: createSetupIntentParams,
    async handler(ctx) {
      return answer(ctx, await createSetupIntent(ctx, ctx.params));
    },
  }),
  route({
    method: 'GET',
    path: '/v1/setup_intents/:intent',
    auth: ['secret', 'publishable'],
    params: retrieveSetupIntentParams,
    async handler(ctx) {
      const si = await getSetupIntent(ctx, ctx.path.intent!);
      checkClientSecret(ctx.auth.kind, si, ctx.params.client_secret);
      return setupView(ctx.auth.kind, si);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/setup_intents/:intent',
    params: updateSetupIntentParams,
    handler: (ctx) => updateSetupIntent(ctx, ctx.path.intent!, ctx.params),
  }),
  route({
    method: 'POST',
    path: '/v1/setup_intents/:intent/confirm',
    auth: ['secret', 'publishable'],
    params: confirmSetupIntentParams,
    async handler(ctx) {
      const { client_secret, ...input } = ctx.params;
      const si = await getSetupIntent(ctx, ctx.path.intent!, { forUpdate: true });
      checkClientSecret(ctx.auth.kind, si, client_secret);
      input.mandate_data = inferFromClient(input.mandate_data, ctx);
      return answer(ctx, await withDeclineVelocity(ctx, () => confirmSetupIntent(ctx, si, input)));
    },
  }),
  route({
    method: 'POST',
    path: '/v1/setup_intents/:intent/verify_microdeposits',
    auth: ['secret', 'publishable'],
    params: verifyMicrodepositsParams,
    async handler(ctx) {
      const { client_secret, ...answerGiven } = ctx.params;
      const si = await getSetupIntent(ctx, ctx.path.intent!, { forUpdate: true });
      checkClientSecret(ctx.auth.kind, si, client_secret);
      return answer(ctx, await verifySetupMicrodeposits(ctx, si, answerGiven));
    },
  }),
  route({
    method: 'POST',
    path: '/v1/setup_intents/:intent/cancel',
    params: cancelSetupIntentParams,
    handler: (ctx) => cancelSetupIntent(ctx, ctx.path.intent!, ctx.params.cancellation_reason),
  }),
  route({
    method: 'GET',
    path: '/v1/setup_intents',
    params: listSetupIntentsParams,
    async handler(ctx) {
      const { customer, expand: _expand, ...page } = ctx.params;
      return listResources(ctx.db, 'setup_intents', ctx.scope, page, '/v1/setup_intents', {
        ...(customer ? { customer } : {}),
      });
    },
  }),
  ...setupLinkAccountRoutes,
  ...acssSessionRoutes,
];
