import { p } from '../kernel/params.js';
import { checkClientSecret } from '../payment-intents/client-secret.js';
import { getPaymentIntent } from '../payment-intents/store.js';
import { route } from '../routing/route.js';
import { getSetupIntent } from './store.js';

const params = p.object({ client_secret: p.string().optional() });

/**
 * The PAD agreement the bank debit modal shows before the shopper accepts it: the mandate
 * options of the intent's `payment_method_options[acss_debit]`, which the publishable view of
 * an intent does not carry. The client secret is the credential, as for the intent itself.
 */
function acssSession(id: string, options: Record<string, unknown> | null | undefined) {
  const own = (options?.acss_debit ?? {}) as {
    mandate_options?: Record<string, unknown>;
    verification_method?: string;
    currency?: string;
  };
  const mandate = own.mandate_options ?? {};
  return {
    id,
    object: 'acss_session',
    mandate_options: {
      custom_mandate_url: mandate.custom_mandate_url ?? null,
      interval_description: mandate.interval_description ?? null,
      payment_schedule: mandate.payment_schedule ?? null,
      transaction_type: mandate.transaction_type ?? null,
    },
    verification_method: own.verification_method ?? 'automatic',
  };
}

export const acssSessionRoutes = [
  route({
    method: 'POST',
    path: '/v1/payment_intents/:intent/acss_sessions',
    auth: ['secret', 'publishable'],
    params,
    async handler(ctx) {
      const pi = await getPaymentIntent(ctx, ctx.path.intent!);
      checkClientSecret(ctx.auth.kind, pi, ctx.params.client_secret);
      return acssSession(pi.id, pi.payment_method_options);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/setup_intents/:intent/acss_sessions',
    auth: ['secret', 'publishable'],
    params,
    async handler(ctx) {
      const si = await getSetupIntent(ctx, ctx.path.intent!);
      checkClientSecret(ctx.auth.kind, si, ctx.params.client_secret);
      return acssSession(si.id, si.payment_method_options);
    },
  }),
];
