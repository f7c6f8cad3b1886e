import { checkClientSecret } from '../payment-intents/client-secret.js';
import {
  attachSessionParams,
  linkAccountSessionParams,
  paymentMethodFromSession,
  startIntentSession,
} from '../payment-intents/link-account-session.js';
import { route } from '../routing/route.js';
import type { SetupIntent } from './setup-intent.js';
import { getSetupIntent, saveSetupIntent } from './store.js';
import { setupView } from './view.js';

/** `collectBankAccountForSetup`: as for payments, the linked account becomes the intent's payment method. */
export const setupLinkAccountRoutes = [
  route({
    method: 'POST',
    path: '/v1/setup_intents/:intent/link_account_sessions',
    auth: ['secret', 'publishable'],
    params: linkAccountSessionParams,
    async handler(ctx) {
      const si = await getSetupIntent(ctx, ctx.path.intent!, { forUpdate: true });
      checkClientSecret(ctx.auth.kind, si, ctx.params.client_secret);
      return startIntentSession(ctx, si, ctx.params);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/setup_intents/:intent/link_account_sessions/:session/attach',
    auth: ['secret', 'publishable'],
    params: attachSessionParams,
    async handler(ctx) {
      const si = await getSetupIntent(ctx, ctx.path.intent!, { forUpdate: true });
      checkClientSecret(ctx.auth.kind, si, ctx.params.client_secret);
      const pm = await paymentMethodFromSession(ctx, si, ctx.path.session!);
      const after: SetupIntent = {
        ...si,
        payment_method: pm.id,
        status: 'requires_confirmation',
        next_action: null,
        last_setup_error: null,
      };
      await saveSetupIntent(ctx, si, after);
      return setupView(ctx.auth.kind, after);
    },
  }),
];
