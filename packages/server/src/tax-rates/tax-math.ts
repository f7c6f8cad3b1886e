import type { TaxRate } from './tax-rate.js';

/** What one rate adds to (exclusive) or holds within (inclusive) one line. */
export interface TaxAmount {
  amount: number;
  inclusive: boolean;
  rate: TaxRate;
}

/** Where the shopper is, as far as tax goes: a country and, for some, a state. */
export interface TaxRegion {
  country: string;
  state?: string | null | undefined;
}

/**
 * Rounds a positive amount of the currency's minor unit half up. The product of an amount and
 * a percentage with decimals (8.875) is not exact in binary: it is first cut to nine decimal
 * places, so 1000 × 8.875% is 88.75 and rounds to 89, never to 88.
 */
function roundMinor(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return sign * Math.round(Number(Math.abs(value).toFixed(9)));
}

/**
 * The taxes of one line, on its amount after its discount, rounded per line and per rate as
 * Stripe does (never on the order's total). An exclusive rate adds `amount × rate`. The
 * inclusive rates share the amount: the tax in it is `amount × rate / (100 + the inclusive
 * rates' sum)`, so two inclusive rates of 10% in 1100 are 100 each.
 */
export function lineTaxes(taxable: number, rates: readonly TaxRate[]): TaxAmount[] {
  const inclusiveSum = rates.filter((r) => r.inclusive).reduce((sum, r) => sum + r.percentage, 0);
  return rates.map((rate) => ({
    rate,
    inclusive: rate.inclusive,
    amount: roundMinor(
      rate.inclusive ? (taxable * rate.percentage) / (100 + inclusiveSum) : (taxable * rate.percentage) / 100,
    ),
  }));
}

/** What the taxes add to the line's total: the exclusive ones (the inclusive are in its price). */
export const exclusiveSum = (taxes: readonly TaxAmount[]) =>
  taxes.filter((t) => !t.inclusive).reduce((sum, t) => sum + t.amount, 0);

export const taxSum = (taxes: readonly TaxAmount[]) => taxes.reduce((sum, t) => sum + t.amount, 0);

/**
 * The one rate of a line's dynamic rates for the shopper's region: the rate of their country
 * and state first, else their country's rate that names no state; none when the shopper is
 * elsewhere (or not known yet).
 */
export function dynamicRateFor(rates: readonly TaxRate[], region: TaxRegion | null): TaxRate | null {
  if (!region) return null;
  const country = region.country.toUpperCase();
  const state = region.state ? region.state.toUpperCase() : null;
  const here = rates.filter((r) => r.active && r.country === country);
  return (state ? here.find((r) => r.state === state) : undefined) ?? here.find((r) => !r.state) ?? null;
}

/** The taxes of several lines added up per rate, in the order the rates first appear. */
export function taxesByRate(lines: readonly (readonly TaxAmount[])[]): TaxAmount[] {
  const byRate = new Map<string, TaxAmount>();
  for (const taxes of lines)
    for (const tax of taxes) {
      const seen = byRate.get(tax.rate.id);
      byRate.set(tax.rate.id, seen ? { ...seen, amount: seen.amount + tax.amount } : { ...tax });
    }
  return [...byRate.values()];
}

/**
 * Shares `off` among amounts in proportion to them (the rounding left over goes to the last),
 * so a discount spread over lines adds up to itself.
 */
export function shareOut(off: number, amounts: readonly number[]): number[] {
  const base = amounts.reduce((sum, amount) => sum + amount, 0);
  let left = off;
  return amounts.map((amount, index) => {
    const share = index === amounts.length - 1 ? left : base > 0 ? Math.floor((off * amount) / base) : 0;
    left -= share;
    return share;
  });
}
