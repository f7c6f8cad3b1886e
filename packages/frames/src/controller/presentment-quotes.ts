import type { Envelope, PresentmentQuote, WireError } from '@payframe/js/protocol';
import type { ControllerContext } from './controller.js';

const NO_INTENT: WireError = {
  type: 'invalid_request_error',
  message:
    "The currency selector needs a PaymentIntent's clientSecret, or mode: 'payment' and a currency, in payframe.elements().",
};

/** The quote as the frames read it: a rate per currency (the FX quote's `exchange_rate`). */
function presentmentQuote(body: Record<string, any>): PresentmentQuote {
  const rates: Record<string, number> = {};
  for (const [currency, rate] of Object.entries(body.rates ?? {}))
    rates[currency] = Number((rate as { exchange_rate?: unknown }).exchange_rate);
  return {
    id: String(body.id),
    toCurrency: String(body.to_currency),
    expiresAt: Number(body.lock_expires_at),
    rates,
  };
}

/**
 * A currency selector asks for the shopper's currencies to be quoted against the intent's
 * (`POST /v1/elements/fx_quotes` with the client secret); the locked quote goes back to it.
 */
export async function quotePresentment(
  ctx: ControllerContext,
  message: Envelope<'currency/quote-request'>,
): Promise<void> {
  const to = message.frameId ?? '';
  const secret: unknown = ctx.options.clientSecret;
  const { mode, currency } = ctx.options as { mode?: unknown; currency?: unknown };
  // An intent the merchant creates later (deferred) is quoted against the currency it will settle in.
  const target =
    typeof secret === 'string' && secret.startsWith('pi_')
      ? { client_secret: secret }
      : mode === 'payment' && typeof currency === 'string'
        ? { currency: currency.toLowerCase() }
        : null;
  if (!target) {
    ctx.channel.send('currency/quote', { quote: null, error: NO_INTENT }, { to });
    return;
  }
  const answer = await ctx.api.post('/v1/elements/fx_quotes', {
    ...target,
    from_currencies: message.payload.currencies,
  });
  if (answer.ok) ctx.channel.send('currency/quote', { quote: presentmentQuote(answer.body) }, { to });
  else ctx.channel.send('currency/quote', { quote: null, error: answer.error }, { to });
}
