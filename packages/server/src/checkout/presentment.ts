import { localCurrencyOf, presentmentAmount } from '@payframe/core/currencies';
import { createFxQuote, type FxQuote, getFxQuote, isQuotableCurrency } from '../fx-quotes/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { checkAmount } from '../payment-intents/index.js';
import type { Db, Scope } from '../store/types.js';
import type { CheckoutSession, IntentData, SessionPresentment } from './session.js';

type Ctx = { db: Db; scope: Scope };

/** A page's rates hold an hour: long enough to fill in the form; the page re-quotes after. */
const PAGE_LOCK = 'hour' as const;

export interface Presented {
  session: CheckoutSession;
  data: IntentData;
}

/** The country a browser language names (`fr-FR` gives FR), if any. */
export function regionOfLocale(tag: string | undefined): string | undefined {
  if (!tag) return undefined;
  try {
    return new Intl.Locale(tag).region;
  } catch {
    return undefined;
  }
}

function withoutDetails(session: CheckoutSession): CheckoutSession {
  const { presentment_details: _details, ...rest } = session;
  return rest as CheckoutSession;
}

/** The session's total in `currency` at the quote's rate, checked as a payment amount. */
function detailsAt(session: CheckoutSession, quote: FxQuote, currency: string) {
  const rate = quote.rates[currency];
  if (!rate || session.amount_total === null || !session.currency) return undefined;
  const amount = presentmentAmount(session.amount_total, session.currency, currency, rate.exchange_rate);
  checkAmount(amount, currency, 'updated_currency');
  return { presentment_amount: amount, presentment_currency: currency };
}

/** A quote for `local` to the session's currency that still holds: the kept one, else a new one. */
async function liveQuote(
  ctx: Ctx,
  session: CheckoutSession,
  kept: SessionPresentment | undefined,
  local: string,
) {
  if (kept && kept.local === local) {
    const quote = await getFxQuote(ctx, kept.fx_quote);
    if (quote.lock_status === 'active') return quote;
  }
  return createFxQuote(ctx, {
    from_currencies: [local],
    to_currency: session.currency ?? 'usd',
    lock_duration: PAGE_LOCK,
  });
}

/** Whether the session can be presented in another currency at all. */
export function offersLocalCurrency(session: CheckoutSession): boolean {
  return (
    session.adaptive_pricing?.enabled === true && session.mode === 'payment' && session.status === 'open'
  );
}

/**
 * The session presented in `currency` (the shopper's local one at a locked quote), or in its
 * own currency when `currency` is the session's. `chosen` records that the shopper picked it.
 */
export async function presentSession(
  ctx: Ctx,
  { session, data }: Presented,
  currency: string,
  chosen: boolean,
): Promise<Presented> {
  const kept = data.presentment;
  if (currency === session.currency) {
    const presentment = kept ? { ...kept, chosen: kept.chosen || chosen } : undefined;
    return { session: withoutDetails(session), data: { ...data, presentment } };
  }
  if (!isQuotableCurrency(currency)) {
    throw invalidRequest(
      `This Checkout Session cannot be presented in ${currency}: there is no exchange rate for it.`,
      'updated_currency',
    );
  }
  const quote = await liveQuote(ctx, session, kept, currency);
  const details = detailsAt(session, quote, currency);
  if (!details) return { session: withoutDetails(session), data };
  return {
    session: { ...session, presentment_details: details },
    data: {
      ...data,
      presentment: { fx_quote: quote.id, local: currency, chosen: chosen || Boolean(kept?.chosen) },
    },
  };
}

/**
 * When the page opens: a shopper who has not chosen yet is offered the currency of the region
 * their browser names, and a rate that ran out is quoted again (the amount shown follows).
 */
export async function presentOnOpen(
  ctx: Ctx,
  current: Presented,
  browserLocale: string | undefined,
): Promise<Presented> {
  const { session, data } = current;
  if (!offersLocalCurrency(session)) return current;
  const kept = data.presentment;
  if (!kept) {
    const local = localCurrencyOf(regionOfLocale(browserLocale));
    if (!local || local === session.currency || !isQuotableCurrency(local)) return current;
    // A local amount below the currency's minimum is simply not offered.
    return presentSession(ctx, current, local, false).catch(() => current);
  }
  const quote = await getFxQuote(ctx, kept.fx_quote);
  if (quote.lock_status === 'active') return current;
  return presentSession(ctx, current, session.presentment_details?.presentment_currency ?? kept.local, false)
    .then((next) =>
      session.presentment_details ? next : { session: withoutDetails(next.session), data: next.data },
    )
    .catch(() => current);
}

/** After the total changed (a quantity, a shipping rate, a discount): the same currency, converted again. */
export async function representSession(ctx: Ctx, current: Presented): Promise<Presented> {
  const currency = current.session.presentment_details?.presentment_currency;
  if (!currency) return current;
  return presentSession(ctx, current, currency, false);
}

/** What the page shows beside the merchant's price: the local currency, its amount, rate and validity. */
export async function localOffer(ctx: Ctx, session: CheckoutSession, data: IntentData) {
  const kept = data.presentment;
  if (!offersLocalCurrency(session) || !kept) return null;
  const quote = await getFxQuote(ctx, kept.fx_quote);
  const rate = quote.rates[kept.local];
  if (!rate || session.amount_total === null || !session.currency) return null;
  return {
    currency: kept.local,
    amount: presentmentAmount(session.amount_total, session.currency, kept.local, rate.exchange_rate),
    exchange_rate: rate.exchange_rate,
    expires_at: quote.lock_expires_at,
  };
}
