import { createFxQuote } from '../fx-quotes/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { p } from '../kernel/params.js';
import { checkClientSecret } from '../payment-intents/client-secret.js';
import { getPaymentIntent } from '../payment-intents/index.js';
import type { RequestContext } from '../routing/route.js';

export const presentmentQuoteParams = p.object({
  client_secret: p.string().optional(),
  /** A deferred intent (`elements({ mode: 'payment', amount, currency })`): the currency it will settle in. */
  currency: p.currency.optional(),
  from_currencies: p.array(p.currency),
});

/** How long the currency selector's rates hold: long enough to fill in a payment form. */
const SELECTOR_LOCK = 'hour' as const;

/** The currency the quote converts to: the PaymentIntent's, or the deferred intent's. */
async function settlementCurrency(
  ctx: RequestContext<{ client_secret?: string | undefined; currency?: string | undefined }>,
): Promise<string> {
  const secret = ctx.params.client_secret;
  if (secret === undefined) {
    if (ctx.params.currency) return ctx.params.currency;
    throw invalidRequest(
      'Pass client_secret, a PaymentIntent client secret, or currency, the currency of a deferred intent.',
      'client_secret',
    );
  }
  const id = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(secret)?.[1];
  if (!id) {
    throw invalidRequest(
      'Invalid value for client_secret: the currency selector presents a PaymentIntent (pi_..._secret_...).',
      'client_secret',
    );
  }
  const pi = await getPaymentIntent(ctx, id, { param: 'client_secret' });
  checkClientSecret('publishable', pi, secret);
  return pi.currency;
}

/**
 * The currency selector's rates (`POST /v1/elements/fx_quotes`): a browser, with its
 * publishable key and a PaymentIntent's client secret (or, for an intent the merchant creates
 * after the form is filled, its currency), gets a locked FX quote from the shopper's
 * currencies. Confirming with it (or a confirmation token made with it, or an intent the
 * merchant's server creates with it) presents the payment in one of them.
 */
export async function presentmentQuote(
  ctx: RequestContext<{
    client_secret?: string | undefined;
    currency?: string | undefined;
    from_currencies: string[];
  }>,
) {
  return createFxQuote(ctx, {
    from_currencies: ctx.params.from_currencies,
    to_currency: await settlementCurrency(ctx),
    lock_duration: SELECTOR_LOCK,
  });
}
