import { invalidRequest } from '../kernel/errors.js';
import type { CryptoCurrency, Network, SourceCurrency } from './networks.js';
import {
  DECIMALS,
  MAX_SOURCE_CENTS,
  MIN_SOURCE_CENTS,
  TEST_NETWORK_FEES,
  TEST_PRICES,
  TRANSACTION_FEE_BASIS_POINTS,
} from './test-rates.js';

/** An amount of money as the onramp writes it: a decimal string ("100.00", "0.0016"). */
export type Decimal = string;

export interface Fees {
  network_fee_monetary: Decimal;
  transaction_fee_monetary: Decimal;
}

export interface Quote {
  source_amount: Decimal;
  destination_amount: Decimal;
  fees: Fees;
  source_total_amount: Decimal;
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** "12.3" with `decimals` places as an integer count of the smallest unit; undefined if it has more places. */
export function parseDecimal(text: string, decimals: number): bigint | undefined {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  return BigInt(match[1]!) * pow10(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** Units of 10^-decimals as a decimal string; coins drop trailing zeros, money keeps its cents. */
export function formatUnits(units: bigint, decimals: number, keep = decimals): Decimal {
  const whole = units / pow10(decimals);
  let fraction = (units % pow10(decimals)).toString().padStart(decimals, '0');
  while (fraction.length > keep && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

export const formatCents = (cents: bigint) => formatUnits(cents, 2);

/** Cents of a source amount, checked against the purchase limits; `param` names it in errors. */
export function sourceCents(amount: string, currency: SourceCurrency, param: string): bigint {
  const cents = parseDecimal(amount, 2);
  if (cents === undefined)
    throw invalidRequest(
      `Invalid decimal: ${amount}; use at most 2 decimal places.`,
      param,
      'parameter_invalid_string',
    );
  checkLimits(cents, currency, param);
  return cents;
}

function checkLimits(cents: bigint, currency: SourceCurrency, param: string): void {
  if (cents < MIN_SOURCE_CENTS || cents > MAX_SOURCE_CENTS) {
    throw invalidRequest(
      `The amount must be between ${formatCents(MIN_SOURCE_CENTS)} and ${formatCents(MAX_SOURCE_CENTS)} ${currency.toUpperCase()}.`,
      param,
      cents < MIN_SOURCE_CENTS ? 'amount_too_small' : 'amount_too_large',
    );
  }
}

function feesFor(cents: bigint, network: Network): { network: bigint; transaction: bigint } {
  return {
    network: TEST_NETWORK_FEES[network],
    transaction: (cents * TRANSACTION_FEE_BASIS_POINTS + 5_000n) / 10_000n,
  };
}

function quoteOf(cents: bigint, units: bigint, currency: CryptoCurrency, network: Network): Quote {
  const fees = feesFor(cents, network);
  return {
    source_amount: formatCents(cents),
    destination_amount: formatUnits(units, DECIMALS[currency], 0),
    fees: {
      network_fee_monetary: formatCents(fees.network),
      transaction_fee_monetary: formatCents(fees.transaction),
    },
    source_total_amount: formatCents(cents + fees.network + fees.transaction),
  };
}

/** What `amount` of the source currency buys (rounded down to the coin's smallest unit). */
export function quoteForSource(
  source: SourceCurrency,
  cents: bigint,
  currency: CryptoCurrency,
  network: Network,
): Quote {
  const units = (cents * pow10(DECIMALS[currency])) / TEST_PRICES[source][currency];
  return quoteOf(cents, units, currency, network);
}

/** What `amount` of a coin costs (rounded up to the cent); `param` names it in errors. */
export function quoteForDestination(
  source: SourceCurrency,
  amount: string,
  currency: CryptoCurrency,
  network: Network,
  param: string,
): Quote {
  const units = parseDecimal(amount, DECIMALS[currency]);
  if (units === undefined || units === 0n)
    throw invalidRequest(
      `Invalid decimal: ${amount}; ${currency} has at most ${DECIMALS[currency]} decimal places.`,
      param,
      'parameter_invalid_string',
    );
  const scale = pow10(DECIMALS[currency]);
  const cents = (units * TEST_PRICES[source][currency] + scale - 1n) / scale;
  checkLimits(cents, source, param);
  return quoteOf(cents, units, currency, network);
}
