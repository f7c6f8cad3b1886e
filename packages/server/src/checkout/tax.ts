import {
  dynamicRateFor,
  exclusiveSum,
  lineTaxes,
  type TaxAmount,
  type TaxRegion,
  taxesByRate,
} from '../tax-rates/index.js';
import type { StoredLine } from './line-items.js';

/** The rates that apply to a line for the shopper's region: its own, and its dynamic one there. */
export function ratesOf(line: StoredLine, region: TaxRegion | null) {
  const dynamic = dynamicRateFor(line.dynamic_tax_rates ?? [], region);
  return [...(line.tax_rates ?? []), ...(dynamic ? [dynamic] : [])];
}

/**
 * The lines with their taxes, on each line's amount after its discount (shipping is not taxed
 * by tax rates): the line's `amount_tax` is all of them, its `amount_total` adds the exclusive
 * ones. Answers the taxes per rate across the lines too.
 */
export function taxedLines(
  lines: readonly StoredLine[],
  region: TaxRegion | null,
): { lines: StoredLine[]; taxes: TaxAmount[] } {
  const perLine: TaxAmount[][] = [];
  const taxed = lines.map((line) => {
    const { taxes: _old, ...item } = line.item;
    const taxable = item.amount_subtotal - item.amount_discount;
    const taxes = lineTaxes(taxable, ratesOf(line, region));
    perLine.push(taxes);
    const amountTax = taxes.reduce((sum, tax) => sum + tax.amount, 0);
    return {
      ...line,
      item: {
        ...item,
        amount_tax: amountTax,
        amount_total: taxable + exclusiveSum(taxes),
        ...(taxes.length > 0 ? { taxes: taxes.map((tax) => ({ amount: tax.amount, rate: tax.rate })) } : {}),
      },
    };
  });
  return { lines: taxed, taxes: taxesByRate(perLine) };
}

/** Whether some line's tax waits for the shopper's address (it has dynamic rates, none chosen yet). */
export const taxAwaitsRegion = (lines: readonly StoredLine[], region: TaxRegion | null) =>
  region === null && lines.some((line) => (line.dynamic_tax_rates ?? []).length > 0);

/** Whether any line has a dynamic rate: then the shopper's address changes the total. */
export const hasDynamicTax = (lines: readonly StoredLine[]) =>
  lines.some((line) => (line.dynamic_tax_rates ?? []).length > 0);
