import { newId, nowSeconds } from '../kernel/ids.js';
import type { StripeObject } from '../store/types.js';
import type { CreateFxQuoteParams } from './params.js';
import { TEST_FX_FEE_RATE, TEST_REFERENCE_RATE_PROVIDER, TEST_USD_PER_UNIT } from './test-rates.js';

export type LockDuration = 'none' | 'five_minutes' | 'hour' | 'day';

export interface FxRate {
  /** Units of `to_currency` one unit of the source currency buys, the FX fee taken off. */
  exchange_rate: number;
  rate_details: {
    base_rate: number;
    duration_premium: number;
    fx_fee_rate: number;
    reference_rate: number;
    reference_rate_provider: string;
  };
}

export interface FxQuote extends StripeObject {
  object: 'fx_quote';
  lock_duration: LockDuration;
  lock_expires_at: number | null;
  lock_status: 'active' | 'expired' | 'none';
  rates: Record<string, FxRate>;
  to_currency: string;
  usage: {
    payment: { destination: string | null; on_behalf_of: string | null } | null;
    transfer: { destination: string } | null;
    type: 'payment' | 'transfer';
  };
}

const LOCK_SECONDS: Record<LockDuration, number | null> = {
  none: null,
  five_minutes: 5 * 60,
  hour: 60 * 60,
  day: 24 * 60 * 60,
};

/** What a longer lock costs, on top of the FX fee: the risk the rate moves meanwhile. */
const DURATION_PREMIUM: Record<LockDuration, number> = {
  none: 0,
  five_minutes: 0,
  hour: 0.001,
  day: 0.002,
};

/** Rates are quoted to six significant digits, as Stripe prints them. */
const sixDigits = (value: number) => Number(value.toPrecision(6));

export function testRate(from: string, to: string, lock: LockDuration): FxRate {
  const base = sixDigits(TEST_USD_PER_UNIT[from]! / TEST_USD_PER_UNIT[to]!);
  const same = from === to;
  const fee = same ? 0 : TEST_FX_FEE_RATE;
  const premium = same ? 0 : DURATION_PREMIUM[lock];
  return {
    exchange_rate: sixDigits(base * (1 - fee - premium)),
    rate_details: {
      base_rate: base,
      duration_premium: premium,
      fx_fee_rate: fee,
      reference_rate: base,
      reference_rate_provider: TEST_REFERENCE_RATE_PROVIDER,
    },
  };
}

export function newFxQuote(params: CreateFxQuoteParams, livemode: boolean): FxQuote {
  const created = nowSeconds();
  const lock = params.lock_duration;
  const seconds = LOCK_SECONDS[lock];
  const usage = params.usage;
  const rates: Record<string, FxRate> = {};
  for (const from of params.from_currencies) rates[from] = testRate(from, params.to_currency, lock);
  return {
    id: newId('fxq'),
    object: 'fx_quote',
    created,
    livemode,
    lock_duration: lock,
    lock_expires_at: seconds === null ? null : created + seconds,
    lock_status: seconds === null ? 'none' : 'active',
    rates,
    to_currency: params.to_currency,
    usage: {
      payment:
        usage?.type === 'transfer'
          ? null
          : {
              destination: usage?.payment?.destination ?? null,
              on_behalf_of: usage?.payment?.on_behalf_of ?? null,
            },
      transfer: usage?.type === 'transfer' ? { destination: usage.transfer?.destination ?? '' } : null,
      type: usage?.type ?? 'payment',
    },
  };
}

/** A quote as it is now: a lock whose time has passed reads `expired`. */
export function quoteNow(quote: FxQuote, now = nowSeconds()): FxQuote {
  if (quote.lock_status === 'active' && quote.lock_expires_at !== null && now >= quote.lock_expires_at) {
    return { ...quote, lock_status: 'expired' };
  }
  return quote;
}
