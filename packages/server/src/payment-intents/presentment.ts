import { presentmentAmount } from '@payframe/core/currencies';
import type { ConfirmationToken } from '../confirmation-tokens/index.js';
import { type FxQuote, getFxQuote } from '../fx-quotes/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { findResource } from '../store/index.js';
import type { Db, Scope } from '../store/types.js';
import { checkAmount } from './amount.js';
import type { PaymentIntent, PresentmentDetails } from './payment-intent.js';

/** What a caller sends to present an intent in another currency. */
export interface PresentmentInput {
  fx_quote?: string | undefined;
  presentment_details?: { presentment_currency: string } | undefined;
}

const CURRENCY_PARAM = 'presentment_details[presentment_currency]';

function expiredQuote(quote: FxQuote): never {
  const at = new Date((quote.lock_expires_at ?? 0) * 1000).toISOString();
  throw invalidRequest(
    `The FX quote ${quote.id} expired at ${at}: its rate can no longer be used. Create a new FX quote and present the payment with it.`,
    'fx_quote',
    'fx_quote_expired',
  );
}

/** A quote that can convert this intent: locked, not expired, to the intent's currency, from `currency`. */
function checkQuote(
  quote: FxQuote,
  pi: PaymentIntent,
  currency: string,
): NonNullable<FxQuote['rates'][string]> {
  if (quote.lock_status === 'expired') expiredQuote(quote);
  if (quote.lock_status === 'none') {
    throw invalidRequest(
      `The FX quote ${quote.id} does not lock its rate (lock_duration: none). Present a payment with a quote locked for five_minutes, an hour or a day.`,
      'fx_quote',
    );
  }
  if (quote.to_currency !== pi.currency) {
    throw invalidRequest(
      `The FX quote ${quote.id} converts to ${quote.to_currency}, but this PaymentIntent settles in ${pi.currency}.`,
      'fx_quote',
    );
  }
  const rate = quote.rates[currency];
  if (!rate) {
    throw invalidRequest(
      `The FX quote ${quote.id} has no rate from ${currency}: its from_currencies are ${Object.keys(quote.rates).join(', ')}.`,
      CURRENCY_PARAM,
    );
  }
  return rate;
}

function without(pi: PaymentIntent): PaymentIntent {
  const { presentment_details: _details, fx_quote: _quote, ...rest } = pi;
  return rest as PaymentIntent;
}

/** The presentment of an intent's amount at a quote's rate. */
function details(pi: PaymentIntent, quote: FxQuote, currency: string): PresentmentDetails {
  const rate = checkQuote(quote, pi, currency);
  const amount = presentmentAmount(pi.amount, pi.currency, currency, rate.exchange_rate);
  checkAmount(amount, currency, CURRENCY_PARAM);
  return { presentment_amount: amount, presentment_currency: currency };
}

/**
 * The intent presented as the input asks: in another currency at a locked FX quote's rate,
 * or back in its own currency. The intent still settles its `amount` in its `currency`.
 */
export async function withPresentment(
  ctx: { db: Db; scope: Scope },
  pi: PaymentIntent,
  input: PresentmentInput,
): Promise<PaymentIntent> {
  const currency = input.presentment_details?.presentment_currency;
  if (input.fx_quote === undefined && currency === undefined) return pi;
  if (input.fx_quote === '' || currency === pi.currency) return without(pi);
  if (!input.fx_quote) {
    throw invalidRequest(
      'Pass fx_quote, a locked FX quote, to present a payment in another currency.',
      'fx_quote',
    );
  }
  if (!currency) {
    throw invalidRequest('Pass the currency to present the payment in with the fx_quote.', CURRENCY_PARAM);
  }
  const quote = await getFxQuote(ctx, input.fx_quote, 'fx_quote');
  return { ...pi, fx_quote: quote.id, presentment_details: details(pi, quote, currency) };
}

/**
 * The intent's presentment after a change of amount or currency: a new amount is converted at
 * the same quote; a new currency ends the presentment (the quote converts to the old one).
 */
export async function representedAfterUpdate(
  ctx: { db: Db; scope: Scope },
  before: PaymentIntent,
  after: PaymentIntent,
): Promise<PaymentIntent> {
  if (!after.fx_quote || !after.presentment_details) return after;
  if (after.currency !== before.currency) return without(after);
  if (after.amount === before.amount) return after;
  const quote = await getFxQuote(ctx, after.fx_quote, 'fx_quote');
  return {
    ...after,
    presentment_details: details(after, quote, after.presentment_details.presentment_currency),
  };
}

/** Before money moves: the quote a presented intent converts at must still be locked. */
export async function checkPresentmentLocked(
  ctx: { db: Db; scope: Scope },
  pi: PaymentIntent,
): Promise<void> {
  if (!pi.fx_quote || !pi.presentment_details) return;
  const quote = await getFxQuote(ctx, pi.fx_quote, 'fx_quote');
  if (quote.lock_status === 'expired') expiredQuote(quote);
}

/**
 * A confirmation token made with the currency selector's choice presents the intent as the
 * shopper chose (the same locked quote), unless the confirmation itself names a presentment.
 */
export async function withTokenPresentment<
  T extends PresentmentInput & { confirmation_token?: string | undefined },
>(ctx: { db: Db; scope: Scope }, input: T): Promise<T> {
  if (!input.confirmation_token || input.fx_quote !== undefined || input.presentment_details !== undefined)
    return input;
  const token = await findResource<ConfirmationToken>(
    ctx.db,
    'confirmation_tokens',
    ctx.scope,
    input.confirmation_token,
  );
  if (!token?.fx_quote || !token.presentment_details) return input;
  return { ...input, fx_quote: token.fx_quote, presentment_details: token.presentment_details };
}
