import { createFxQuote } from '../fx-quotes/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { p } from '../kernel/params.js';
import { checkClientSecret } from '../payment-intents/client-secret.js';
import { getPaymentIntent } from '../payment-intents/index.js';
import type { RequestContext } from '../routing/route.js';

export const presentmentQuoteParams = p.object({
  client_secret: p.string(),
  from_currencies: p.array(p.currency),
});

/** How long the currency selector's rates hold: long enough to fill in a payment form. */
const SELECTOR_LOCK = 'hour' as const;

/**
 * The currency selector's rates (`POST /v1/elements/fx_quotes`): a browser, with its
 * publishable key and a PaymentIntent's client secret, gets a locked FX quote from the
 * shopper's currencies to the intent's. Confirming with it presents the intent in one of them.
 */
export async function presentmentQuote(
  ctx: RequestContext<{ client_secret: string; from_currencies: string[] }>,
) {
  const id = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(ctx.params.client_secret)?.[1];
  if (!id) {
    throw invalidRequest(
      'Invalid value for client_secret: the currency selector presents a PaymentIntent (pi_..._secret_...).',
      'client_secret',
    );
  }
  const pi = await getPaymentIntent(ctx, id, { param: 'client_secret' });
  checkClientSecret('publishable', pi, ctx.params.client_secret);
  return createFxQuote(ctx, {
    from_currencies: ctx.params.from_currencies,
    to_currency: pi.currency,
    lock_duration: SELECTOR_LOCK,
  });
}
